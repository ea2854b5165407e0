import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/demo/mcp/route";
import * as messagesRoute from "@/app/api/demo/messages/route";
import * as sseRoute from "@/app/api/demo/sse/route";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer } from "@/lib/mcp/connection";
import { type ServedHandler, serveWebHandler } from "@/test/support/serve-web-handler";

type RouteHandler = (request: Request, context: unknown) => Promise<Response>;

/** The three demo MCP routes, dispatched by path and method as Next would. */
const routes: Record<string, Record<string, RouteHandler | undefined>> = {
  "/api/demo/mcp": { GET: mcpRoute.GET, POST: mcpRoute.POST, DELETE: mcpRoute.DELETE },
  "/api/demo/sse": { GET: sseRoute.GET },
  "/api/demo/messages": { POST: messagesRoute.POST },
};

let served: ServedHandler;

beforeAll(async () => {
  served = await serveWebHandler(async (request) => {
    const handler = routes[new URL(request.url).pathname]?.[request.method];
    return handler ? handler(request, undefined) : new Response("Not found", { status: 404 });
  });
});

afterAll(async () => {
  await served.close();
});

async function forecastOver(transport: Transport): Promise<string> {
  const client = new Client({ name: "tcp-test", version: "1.0.0" });
  await client.connect(transport);
  try {
    const result = await client.callTool({
      name: "get_forecast",
      arguments: { latitude: 40.7128, longitude: -74.006 },
    });
    return (result.content as Array<{ text: string }>)[0]?.text ?? "";
  } finally {
    await client.close();
  }
}

describe("the demo MCP endpoints over real TCP", () => {
  it("serve the SDK client over Streamable HTTP", async () => {
    const transport = new StreamableHTTPClientTransport(new URL(`${served.origin}/api/demo/mcp`));
    const text = await forecastOver(transport);
    expect(text).toContain("Forecast for New York, NY");
    expect(text).toContain("Temperature: 24°C (low 17°C)");
  });

  it("serve the SDK client over legacy HTTP+SSE", async () => {
    const transport = new SSEClientTransport(new URL(`${served.origin}/api/demo/sse`));
    const text = await forecastOver(transport);
    expect(text).toContain("Conditions: Sunny");
  });

  it("let Loupe's tapped connection record the raw SSE of each exchange", async () => {
    const http: EventPayloads["http"][] = [];
    const rpc: EventPayloads["rpc"][] = [];
    const connection = await connectMcpServer({
      serverId: "weather",
      transport: "streamable-http",
      url: `${served.origin}/api/demo/mcp`,
      onRpc: (event) => rpc.push(event),
      onHttp: (event) => http.push(event),
    });
    const result = await connection.callTool("get_alerts", { state: "CA" });
    await connection.close();

    expect(JSON.stringify(result.content)).toContain("Excessive Heat Warning");
    const call = http.find(
      (exchange) => !exchange.open && exchange.requestBody?.includes('"tools/call"'),
    );
    expect(call?.status).toBe(200);
    expect(call?.responseHeaders?.["content-type"]).toBe("text/event-stream");
    expect(call?.responseBody).toMatch(/^event: message\ndata: \{"result":/);
    expect(rpc.some((event) => event.direction === "in" && event.latencyMs !== undefined)).toBe(
      true,
    );
  });
});
