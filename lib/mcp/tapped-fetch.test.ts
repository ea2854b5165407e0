import { describe, expect, it } from "vitest";
import { createTappedFetch, type HttpExchange } from "@/lib/mcp/tapped-fetch";

const encoder = new TextEncoder();

/** An SSE response whose chunks the test pushes one at a time. */
function controllableSse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { "content-type": "text/event-stream", "mcp-session-id": "session-1" },
  });
  return {
    response,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe("createTappedFetch", () => {
  it("hands each SSE chunk on at once and reports the raw SSE text when the body ends", async () => {
    const sse = controllableSse();
    const exchanges: HttpExchange[] = [];
    const tapped = createTappedFetch(
      async () => sse.response,
      (exchange) => exchanges.push(exchange),
    );

    const response = await tapped("http://127.0.0.1:3000/mcp", {
      method: "POST",
      headers: { authorization: "Bearer secret-token", "content-type": "application/json" },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    const reader = response.body?.getReader();
    sse.push(": connected\n\n");
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe(": connected\n\n");
    expect(exchanges).toHaveLength(0);

    sse.push('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n');
    sse.end();
    await reader?.read();
    expect((await reader?.read())?.done).toBe(true);

    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({
      method: "POST",
      url: "http://127.0.0.1:3000/mcp",
      status: 200,
      requestHeaders: { authorization: "[redacted]", "content-type": "application/json" },
      responseHeaders: { "content-type": "text/event-stream", "mcp-session-id": "session-1" },
      requestBody: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      responseBody: ': connected\n\nevent: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    });
    expect(exchanges[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("redacts cookies and API keys but shows the MCP session id", async () => {
    const exchanges: HttpExchange[] = [];
    const tapped = createTappedFetch(
      async () => new Response(null, { status: 202, headers: { "set-cookie": "a=b" } }),
      (exchange) => exchanges.push(exchange),
    );
    await tapped(new URL("http://127.0.0.1/mcp"), {
      method: "POST",
      headers: new Headers({ cookie: "loupe=1", "x-api-key": "k", "mcp-session-id": "s-1" }),
    });
    expect(exchanges[0]?.requestHeaders).toEqual({
      cookie: "[redacted]",
      "x-api-key": "[redacted]",
      "mcp-session-id": "s-1",
    });
    expect(exchanges[0]?.responseHeaders).toEqual({ "set-cookie": "[redacted]" });
    expect(exchanges[0]?.status).toBe(202);
  });

  it("keeps at most the byte limit of a body and says how much it dropped", async () => {
    const exchanges: HttpExchange[] = [];
    const tapped = createTappedFetch(
      async () => new Response("0123456789abcdef"),
      (exchange) => exchanges.push(exchange),
      { maxBodyBytes: 10 },
    );
    const response = await tapped("http://127.0.0.1/mcp");
    expect(await response.text()).toBe("0123456789abcdef");
    expect(exchanges[0]?.responseBody).toBe(
      "0123456789\n[truncated: 6 more bytes after the first 10 not recorded]",
    );
  });

  it("reports an exchange whose body the consumer cancels", async () => {
    const sse = controllableSse();
    const exchanges: HttpExchange[] = [];
    const tapped = createTappedFetch(
      async () => sse.response,
      (exchange) => exchanges.push(exchange),
    );
    const response = await tapped("http://127.0.0.1/mcp", {
      headers: { accept: "text/event-stream" },
    });
    const reader = response.body?.getReader();
    sse.push(": keepalive\n\n");
    await reader?.read();
    await reader?.cancel();
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ method: "GET", responseBody: ": keepalive\n\n" });
  });

  it("reports a request that failed before any response, then rethrows", async () => {
    const exchanges: HttpExchange[] = [];
    const tapped = createTappedFetch(
      async () => {
        throw new TypeError("fetch failed");
      },
      (exchange) => exchanges.push(exchange),
    );
    await expect(tapped("http://127.0.0.1:9/mcp", { method: "POST", body: "{}" })).rejects.toThrow(
      "fetch failed",
    );
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.status).toBeUndefined();
    expect(exchanges[0]?.requestBody).toBe("{}");
  });
});
