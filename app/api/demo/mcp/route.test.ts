import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterEach, describe, expect, it } from "vitest";
import { DELETE, GET, POST } from "@/app/api/demo/mcp/route";
import { demoStreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";
import { createInProcessFetch } from "@/lib/http/in-process-fetch";

const url = "http://127.0.0.1:3000/api/demo/mcp";
const handlers: Record<string, typeof POST> = { GET, POST, DELETE };

/** A fetch that hands every request straight to this route's exported handlers. */
const routeFetch = createInProcessFetch([
  {
    pathPrefix: "/api/demo/mcp",
    handler: async (request) => {
      const handler = handlers[request.method];
      return handler ? handler(request, undefined) : new Response(null, { status: 405 });
    },
  },
]);

const initializeMessage = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "route-test", version: "1.0.0" },
  },
};

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: "POST",
    headers: {
      accept: "application/json, text/event-stream",
      "content-type": "application/json",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function connectClient(): Promise<{
  client: Client;
  transport: StreamableHTTPClientTransport;
}> {
  const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: routeFetch });
  const client = new Client({ name: "route-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

afterEach(async () => {
  await demoStreamableHttpEndpoint().closeAll();
});

describe("/api/demo/mcp (Streamable HTTP)", () => {
  it("initializes a session, lists the tools and calls get_forecast", async () => {
    const { client, transport } = await connectClient();
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(client.getServerVersion()).toMatchObject({ name: "weather", version: "1.0.0" });

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["get_alerts", "get_forecast"]);

    const result = await client.callTool({
      name: "get_forecast",
      arguments: { latitude: 40.7128, longitude: -74.006 },
    });
    const text = (result.content as Array<{ text: string }>)[0]?.text;
    expect(text).toContain("Tomorrow:\nTemperature: 24°C (low 17°C)\nConditions: Sunny");
    await client.close();
  });

  it("answers an unknown session id with 404 and a JSON-RPC error", async () => {
    const response = await POST(
      post(
        { jsonrpc: "2.0", id: 2, method: "tools/list" },
        { "mcp-session-id": "no-such-session" },
      ),
      undefined,
    );
    expect(response.status).toBe(404);
    const body = (await response.json()) as {
      jsonrpc: string;
      error: { code: number; message: string };
    };
    expect(body.jsonrpc).toBe("2.0");
    expect(body.error.code).toBe(-32001);
    expect(body.error.message).toContain("no-such-session");
  });

  it("refuses a POST without a session that is not an initialize request with 400", async () => {
    const response = await POST(post({ jsonrpc: "2.0", id: 2, method: "tools/list" }), undefined);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain("initialize");
  });

  it("refuses a GET without a session with 400", async () => {
    const response = await GET(
      new Request(url, { headers: { accept: "text/event-stream" } }),
      undefined,
    );
    expect(response.status).toBe(400);
  });

  it("answers a body that is not JSON with 400 and a parse error", async () => {
    const response = await POST(
      new Request(url, {
        method: "POST",
        headers: {
          accept: "application/json, text/event-stream",
          "content-type": "application/json",
        },
        body: "{not json",
      }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });

  it("refuses a request from another site's Origin with 403", async () => {
    const response = await POST(
      post(initializeMessage, { origin: "http://evil.example" }),
      undefined,
    );
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe("security:forbidden_origin");
  });

  it("refuses a request for a Host that is not local with 403", async () => {
    const response = await POST(post(initializeMessage, { host: "evil.example" }), undefined);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe("security:forbidden_host");
  });

  it("ends the session on DELETE, after which its id is unknown", async () => {
    const initialized = await POST(post(initializeMessage), undefined);
    const sessionId = initialized.headers.get("mcp-session-id");
    expect(sessionId).toBeTruthy();
    await initialized.body?.cancel();

    const deleted = await DELETE(
      new Request(url, { method: "DELETE", headers: { "mcp-session-id": sessionId ?? "" } }),
      undefined,
    );
    expect(deleted.status).toBe(200);
    expect(demoStreamableHttpEndpoint().sessions.has(sessionId ?? "")).toBe(false);

    const after = await POST(
      post({ jsonrpc: "2.0", id: 2, method: "tools/list" }, { "mcp-session-id": sessionId ?? "" }),
      undefined,
    );
    expect(after.status).toBe(404);
  });

  it("opens the GET event stream with a comment line so the headers go out at once", async () => {
    const initialized = await POST(post(initializeMessage), undefined);
    const sessionId = initialized.headers.get("mcp-session-id") ?? "";
    await initialized.body?.cancel();

    const response = await GET(
      new Request(url, { headers: { accept: "text/event-stream", "mcp-session-id": sessionId } }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe(": connected\n\n");
    await reader?.cancel();
  });
});
