import { describe, expect, it } from "vitest";
import { cancellingFetch } from "@/lib/mcp/cancelling-fetch";

/** A fetch whose answers are event streams that never end, unless it is aborted. */
function neverEndingFetch() {
  const signals: Array<AbortSignal | undefined> = [];
  const inner: typeof fetch = async (_input, init) => {
    const signal = init?.signal ?? undefined;
    signals.push(signal);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(": open\n\n"));
        signal?.addEventListener("abort", () => controller.error(signal.reason));
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  };
  return { inner, signals };
}

const post = (message: unknown): RequestInit => ({
  method: "POST",
  body: JSON.stringify(message),
});

describe("cancellingFetch", () => {
  it("ends the exchange of a request once notifications/cancelled names it, after sending that", async () => {
    const { inner, signals } = neverEndingFetch();
    const fetch = cancellingFetch(inner);
    const hanging = await fetch(
      "http://127.0.0.1/mcp",
      post({ jsonrpc: "2.0", id: 4, method: "tools/call" }),
    );
    const other = await fetch(
      "http://127.0.0.1/mcp",
      post({ jsonrpc: "2.0", id: 5, method: "tools/call" }),
    );
    const reader = hanging.body?.getReader();
    await reader?.read();

    await fetch(
      "http://127.0.0.1/mcp",
      post({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 4 } }),
    );
    expect(signals).toHaveLength(3);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(signals[2]?.aborted ?? false).toBe(false);
    await expect(reader?.read()).rejects.toThrow("request 4 was cancelled");
    await other.body?.cancel();
  });

  it("leaves a request alone once its answer has ended", async () => {
    const signals: AbortSignal[] = [];
    const fetch = cancellingFetch(async (_input, init) => {
      signals.push(init?.signal as AbortSignal);
      return Response.json({ jsonrpc: "2.0", id: 1, result: {} });
    });
    const answered = await fetch(
      "http://127.0.0.1/mcp",
      post({ jsonrpc: "2.0", id: 1, method: "ping" }),
    );
    await answered.json();
    await fetch(
      "http://127.0.0.1/mcp",
      post({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } }),
    );
    expect(signals[0]?.aborted).toBe(false);
  });
});
