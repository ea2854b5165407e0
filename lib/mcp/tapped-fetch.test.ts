import { describe, expect, it } from "vitest";
import { createTappedFetch, type HttpChunk, type HttpExchange } from "@/lib/mcp/tapped-fetch";

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
    expect(exchanges.map((exchange) => exchange.open)).toEqual([true]);

    sse.push('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n');
    sse.end();
    await reader?.read();
    expect((await reader?.read())?.done).toBe(true);

    expect(exchanges).toHaveLength(2);
    expect(exchanges[1]?.open).toBeUndefined();
    expect(exchanges[1]).toMatchObject({
      method: "POST",
      url: "http://127.0.0.1:3000/mcp",
      status: 200,
      requestHeaders: { authorization: "[redacted]", "content-type": "application/json" },
      responseHeaders: { "content-type": "text/event-stream", "mcp-session-id": "session-1" },
      requestBody: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      responseBody: ': connected\n\nevent: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    });
    expect(exchanges[1]?.durationMs).toBeGreaterThanOrEqual(0);
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
    expect(exchanges).toHaveLength(2);
    expect(exchanges[1]).toMatchObject({ method: "GET", responseBody: ": keepalive\n\n" });
    expect(exchanges[1]?.open).toBeUndefined();
  });

  it("reports an event stream open at its headers, then its text piece by piece, then whole", async () => {
    const sse = controllableSse();
    const exchanges: HttpExchange[] = [];
    const chunks: Array<HttpChunk & { context: string }> = [];
    const tapped = createTappedFetch(
      async () => sse.response,
      (exchange) => exchanges.push(exchange),
      {
        contextAtStart: () => "turn 3",
        onChunk: (chunk, context) => chunks.push({ ...chunk, context }),
      },
    );
    const response = await tapped("http://127.0.0.1/sse", {
      headers: { accept: "text/event-stream" },
    });
    expect(exchanges).toHaveLength(1);
    const [open] = exchanges;
    expect(open).toMatchObject({
      method: "GET",
      url: "http://127.0.0.1/sse",
      status: 200,
      open: true,
      responseBody: "",
      responseHeaders: { "content-type": "text/event-stream", "mcp-session-id": "session-1" },
      exchangeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(open?.durationMs).toBeUndefined();

    const reader = response.body?.getReader();
    sse.push("event: endpoint\ndata: /messages?sessionId=1\n\n");
    await reader?.read();
    expect(chunks).toEqual([
      {
        exchangeId: open?.exchangeId,
        text: "event: endpoint\ndata: /messages?sessionId=1\n\n",
        context: "turn 3",
      },
    ]);

    sse.push('event: message\ndata: {"jsonrpc":"2.0",');
    await reader?.read();
    expect(chunks.map((chunk) => chunk.text).slice(1)).toEqual(["event: message\n"]);
    sse.push('"id":1,"result":{}}\n\nevent: mess');
    await reader?.read();
    expect(chunks.map((chunk) => chunk.text)).toEqual([
      "event: endpoint\ndata: /messages?sessionId=1\n\n",
      "event: message\n",
      'data: {"jsonrpc":"2.0","id":1,"result":{}}\n\n',
    ]);
    expect(exchanges).toHaveLength(1);

    sse.end();
    expect((await reader?.read())?.done).toBe(true);
    expect(exchanges).toHaveLength(2);
    expect(exchanges[1]).toMatchObject({
      exchangeId: open?.exchangeId,
      responseBody:
        'event: endpoint\ndata: /messages?sessionId=1\n\nevent: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\nevent: mess',
      durationMs: expect.any(Number),
    });
    expect(exchanges[1]?.open).toBeUndefined();
  });

  it("sends no pieces of an event stream past the byte limit; the final record says what it dropped", async () => {
    const sse = controllableSse();
    const exchanges: HttpExchange[] = [];
    const chunks: HttpChunk[] = [];
    const tapped = createTappedFetch(
      async () => sse.response,
      (exchange) => exchanges.push(exchange),
      { maxBodyBytes: 12, onChunk: (chunk) => chunks.push(chunk) },
    );
    const response = await tapped("http://127.0.0.1/sse");
    const reader = response.body?.getReader();
    sse.push("data: 1\n\n");
    await reader?.read();
    sse.push("data: 22\n\n");
    await reader?.read();
    sse.push("data: 333\n\n");
    await reader?.read();
    sse.end();
    await reader?.read();
    expect(chunks.map((chunk) => chunk.text)).toEqual(["data: 1\n\n", "dat"]);
    expect(exchanges[1]?.responseBody).toBe(
      "data: 1\n\ndat\n[truncated: 18 more bytes after the first 12 not recorded]",
    );
  });

  it("hands on a long line without an end once too much of it is held", async () => {
    const sse = controllableSse();
    const chunks: HttpChunk[] = [];
    const tapped = createTappedFetch(
      async () => sse.response,
      () => undefined,
      { onChunk: (chunk) => chunks.push(chunk) },
    );
    const response = await tapped("http://127.0.0.1/sse");
    const reader = response.body?.getReader();
    sse.push(`data: ${"x".repeat(20_000)}`);
    await reader?.read();
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([20_006]);
    await reader?.cancel();
  });

  it("reports a response that is not an event stream once, with an id, and sends no pieces", async () => {
    const exchanges: HttpExchange[] = [];
    const chunks: HttpChunk[] = [];
    const tapped = createTappedFetch(
      async () =>
        new Response('{"jsonrpc":"2.0","id":1,"result":{}}\n', {
          headers: { "content-type": "application/json" },
        }),
      (exchange) => exchanges.push(exchange),
      { onChunk: (chunk) => chunks.push(chunk) },
    );
    const first = await tapped("http://127.0.0.1/mcp", { method: "POST", body: "{}" });
    await first.text();
    const second = await tapped("http://127.0.0.1/mcp", { method: "POST", body: "{}" });
    await second.text();
    expect(chunks).toEqual([]);
    expect(exchanges).toHaveLength(2);
    expect(exchanges[0]?.open).toBeUndefined();
    expect(exchanges[0]?.responseBody).toBe('{"jsonrpc":"2.0","id":1,"result":{}}\n');
    expect(exchanges[0]?.exchangeId).toEqual(expect.any(String));
    expect(exchanges[1]?.exchangeId).not.toBe(exchanges[0]?.exchangeId);
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
