import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRpcCheckingFetch } from "@/lib/mcp/json-rpc-checking-fetch";
import { MessageTooLargeError, NotJsonRpcReports } from "@/lib/mcp/not-json-rpc";
import { type ServedHandler, serveWebHandler } from "@/test/support/serve-web-handler";

/** A JSON-RPC result whose text is `size` characters long or more. */
function resultOf(size: number): string {
  return JSON.stringify({ jsonrpc: "2.0", id: 1, result: { text: "x".repeat(size) } });
}

let server: ServedHandler;

beforeAll(async () => {
  server = await serveWebHandler(async (request) => {
    const query = new URL(request.url).searchParams;
    const size = Number(query.get("size"));
    if (query.has("events")) {
      const events = Array.from(
        { length: Number(query.get("events")) },
        () => `: keep-alive\n\nevent: message\ndata: ${resultOf(size)}\n\n`,
      );
      return new Response(events.join(""), { headers: { "content-type": "text/event-stream" } });
    }
    return new Response(resultOf(size), { headers: { "content-type": "application/json" } });
  });
});

afterAll(() => server.close());

const call = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "big" } };

function post(size: number, limit: number, events?: number): Promise<Response> {
  const checking = jsonRpcCheckingFetch(fetch, new NotJsonRpcReports(), limit);
  const stream = events === undefined ? "" : `&events=${events}`;
  return checking(`${server.origin}/mcp?size=${size}${stream}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(call),
  });
}

describe("jsonRpcCheckingFetch and a JSON answer longer than a message may be", () => {
  it("passes an answer within the limit on whole", async () => {
    const answer = await post(500, 1_000);
    expect(await answer.text()).toBe(resultOf(500));
  });

  it("fails the POST past the limit, saying so, without reading the answer whole", async () => {
    const failure = await post(200_000, 1_000).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MessageTooLargeError);
    expect((failure as Error).message).toBe(
      "the server sent a 200 application/json answer of more than the 1,000 bytes Loupe reads as one JSON-RPC message; it was dropped unread",
    );
  });

  it("passes an event stream whose events are each within the limit, however long it is", async () => {
    const answer = await post(500, 1_000, 40);
    expect((await answer.text()).split("event: message").length - 1).toBe(40);
  });

  it("ends an event stream at an event longer than the limit, saying so", async () => {
    const answer = await post(200_000, 1_000, 1);
    const failure = await answer.text().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MessageTooLargeError);
    expect((failure as Error).message).toBe(
      "the server sent an SSE event of more than the 1,000 bytes Loupe reads as one JSON-RPC message; it was dropped unread",
    );
  });
});
