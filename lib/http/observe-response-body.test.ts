import { describe, expect, it } from "vitest";
import { observeResponseBody } from "@/lib/http/observe-response-body";

function streamOf(...texts: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const text of texts) controller.enqueue(encoder.encode(text));
        controller.close();
      },
    }),
    { status: 201, headers: { "x-kept": "yes" } },
  );
}

describe("observeResponseBody", () => {
  it("passes chunks, status and headers through and ends once", async () => {
    const seen: string[] = [];
    let ends = 0;
    const response = observeResponseBody(streamOf("a", "b"), {
      onChunk: (chunk) => seen.push(new TextDecoder().decode(chunk)),
      onEnd: () => {
        ends += 1;
      },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-kept")).toBe("yes");
    expect(await response.text()).toBe("ab");
    expect(seen).toEqual(["a", "b"]);
    expect(ends).toBe(1);
  });

  it("ends once when the consumer cancels, and errors the body when failed from outside", async () => {
    let ends = 0;
    let fail: ((error: unknown) => void) | undefined;
    const response = observeResponseBody(streamOf("a", "b"), {
      onStart: (failBody) => {
        fail = failBody;
      },
      onEnd: () => {
        ends += 1;
      },
    });
    const reader = response.body?.getReader();
    fail?.(new Error("aborted"));
    await expect(reader?.read()).rejects.toThrow("aborted");
    await reader?.cancel().catch(() => undefined);
    expect(ends).toBe(1);
  });
});
