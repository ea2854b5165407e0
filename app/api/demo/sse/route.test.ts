import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { afterEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/demo/messages/route";
import { GET } from "@/app/api/demo/sse/route";
import { demoLegacySseEndpoint } from "@/lib/demo/weather/legacy-sse";
import { createInProcessFetch } from "@/lib/http/in-process-fetch";

const origin = "http://127.0.0.1:3000";

/** A fetch that hands every request straight to the exported route handlers. */
const routeFetch = createInProcessFetch([
  { pathPrefix: "/api/demo/sse", handler: (request) => GET(request, undefined) },
  { pathPrefix: "/api/demo/messages", handler: (request) => POST(request, undefined) },
]);

const openStreams: AbortController[] = [];

/** Opens an event stream by hand and returns its endpoint URL and a reader for what follows. */
async function openStream() {
  const abort = new AbortController();
  openStreams.push(abort);
  const response = await GET(
    new Request(`${origin}/api/demo/sse`, {
      headers: { accept: "text/event-stream" },
      signal: abort.signal,
    }),
    undefined,
  );
  const reader = response.body?.getReader();
  if (!reader) throw new Error("the SSE response has no body");
  const first = await reader.read();
  const text = new TextDecoder().decode(first.value);
  const endpoint = /^event: endpoint\ndata: (.+)\n\n$/.exec(text)?.[1];
  return { response, reader, text, endpoint, abort };
}

function postMessage(endpoint: string, body: string): Promise<Response> {
  return POST(
    new Request(`${origin}${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    }),
    undefined,
  );
}

afterEach(async () => {
  for (const abort of openStreams.splice(0)) abort.abort();
  await demoLegacySseEndpoint().closeAll();
});

describe("/api/demo/sse and /api/demo/messages (legacy HTTP+SSE)", () => {
  it("serves the SDK's SSE client: connect, list tools, call a tool", async () => {
    const transport = new SSEClientTransport(new URL(`${origin}/api/demo/sse`), {
      fetch: routeFetch,
    });
    const client = new Client({ name: "route-test", version: "1.0.0" });
    await client.connect(transport);
    expect(client.getServerVersion()?.name).toBe("weather");

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["get_alerts", "get_forecast"]);

    const result = await client.callTool({ name: "get_alerts", arguments: { state: "NY" } });
    expect(result.content).toEqual([{ type: "text", text: "No active alerts for NY." }]);
    await client.close();
  });

  it("starts the stream with the endpoint event naming the message URL and session", async () => {
    const { response, text, endpoint } = await openStream();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(text).toMatch(
      /^event: endpoint\ndata: \/api\/demo\/messages\?sessionId=[0-9a-f-]{36}\n\n$/,
    );
    expect(endpoint).toBeDefined();
  });

  it("accepts a posted message with 202 and answers it on the stream", async () => {
    const { reader, endpoint } = await openStream();
    const accepted = await postMessage(
      endpoint ?? "",
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: {
          protocolVersion: "2024-11-05",
          capabilities: {},
          clientInfo: { name: "route-test", version: "1.0.0" },
        },
      }),
    );
    expect(accepted.status).toBe(202);
    const next = await reader.read();
    const event = new TextDecoder().decode(next.value);
    expect(
      event.startsWith('event: message\ndata: {"result":{"protocolVersion":"2024-11-05"'),
    ).toBe(true);
    expect(event).toContain('"serverInfo":{"name":"weather"');
  });

  it("answers a message for an unknown session with 404", async () => {
    const response = await postMessage(
      "/api/demo/messages?sessionId=no-such-session",
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    );
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain("no-such-session");
  });

  it("answers a message without a sessionId with 400", async () => {
    const response = await postMessage("/api/demo/messages", "{}");
    expect(response.status).toBe(400);
  });

  it("answers a body that is not JSON with 400", async () => {
    const { endpoint } = await openStream();
    const response = await postMessage(endpoint ?? "", "{not json");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(-32700);
    expect(body.error.message).toContain("not valid JSON");
  });

  it("answers JSON that is not a JSON-RPC message with 400", async () => {
    const { endpoint } = await openStream();
    const response = await postMessage(endpoint ?? "", JSON.stringify({ hello: "world" }));
    expect(response.status).toBe(400);
  });

  it("answers a body over 4 MiB with 413", async () => {
    const { endpoint } = await openStream();
    const huge = JSON.stringify({
      jsonrpc: "2.0",
      method: "x",
      params: { pad: "a".repeat(5 * 1024 * 1024) },
    });
    const response = await postMessage(endpoint ?? "", huge);
    expect(response.status).toBe(413);
  });

  it("ends the session when the client goes away", async () => {
    const { endpoint, abort } = await openStream();
    const sessionId = new URL(endpoint ?? "", origin).searchParams.get("sessionId") ?? "";
    expect(demoLegacySseEndpoint().sessions.has(sessionId)).toBe(true);
    abort.abort();
    expect(demoLegacySseEndpoint().sessions.has(sessionId)).toBe(false);
    const response = await postMessage(
      endpoint ?? "",
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    );
    expect(response.status).toBe(404);
  });

  it("ends the session when the stream is cancelled", async () => {
    const { endpoint, reader } = await openStream();
    const sessionId = new URL(endpoint ?? "", origin).searchParams.get("sessionId") ?? "";
    await reader.cancel();
    expect(demoLegacySseEndpoint().sessions.has(sessionId)).toBe(false);
  });

  it("refuses a stream requested from another site's Origin with 403", async () => {
    const response = await GET(
      new Request(`${origin}/api/demo/sse`, { headers: { origin: "http://evil.example" } }),
      undefined,
    );
    expect(response.status).toBe(403);
  });
});
