import { afterEach, describe, expect, it } from "vitest";
import { demoLegacySseEndpoint } from "@/lib/demo/weather/legacy-sse";
import { demoStreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { connectDemoWeather } from "@/lib/mcp/demo-connection";
import { DEMO_WEATHER_SERVER_NAME } from "@/lib/mcp/server-config";

afterEach(async () => {
  await demoStreamableHttpEndpoint().closeAll();
  await demoLegacySseEndpoint().closeAll();
});

function recorder() {
  const rpc: EventPayloads["rpc"][] = [];
  const http: EventPayloads["http"][] = [];
  return {
    rpc,
    http,
    onRpc: (event: EventPayloads["rpc"]) => rpc.push(event),
    onHttp: (event: EventPayloads["http"]) => http.push(event),
  };
}

describe("connectDemoWeather", () => {
  it("reaches the demo server in-process over Streamable HTTP and records its traffic", async () => {
    const events = recorder();
    const connection = await connectDemoWeather(events);
    expect(connection.serverId).toBe(DEMO_WEATHER_SERVER_NAME);
    expect(connection.url).toBe("http://127.0.0.1/api/demo/mcp");
    expect(connection.serverInfo).toMatchObject({ name: "weather", version: "1.0.0" });
    expect(connection.instructions).toContain("not a real weather service");

    const tools = await connection.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["get_alerts", "get_forecast"]);
    const resources = await connection.listResources();
    expect(resources.map((resource) => resource.uri)).toContain("weather://cities");

    connection.setTurn(1);
    const result = await connection.callTool(
      "get_forecast",
      { latitude: 40.7128, longitude: -74.006 },
      { timeoutMs: 5_000 },
    );
    expect(JSON.stringify(result.content)).toContain("Temperature: 24°C (low 17°C)");
    await connection.close();

    const methods = events.rpc
      .filter((event) => event.direction === "out")
      .map((event) => (event.message as { method?: string }).method);
    expect(methods).toEqual([
      "initialize",
      "notifications/initialized",
      "tools/list",
      "resources/list",
      "tools/call",
    ]);
    expect(events.rpc.every((event) => event.serverId === DEMO_WEATHER_SERVER_NAME)).toBe(true);
    const answer = events.rpc.find((event) => event.direction === "in" && event.turn === 1);
    expect(answer).toMatchObject({ requestId: expect.anything(), latencyMs: expect.any(Number) });

    const call = events.http.find(
      (exchange) => !exchange.open && exchange.requestBody?.includes('"tools/call"'),
    );
    expect(call).toMatchObject({ serverId: "weather", turn: 1, method: "POST", status: 200 });
    expect(call?.responseBody).toContain("event: message\ndata: ");
    expect(
      events.http.some((exchange) => exchange.method === "DELETE" && exchange.status === 200),
    ).toBe(true);
    expect(demoStreamableHttpEndpoint().sessions.size).toBe(0);
  });

  it("reaches the demo server over legacy HTTP+SSE when asked", async () => {
    const events = recorder();
    const connection = await connectDemoWeather({
      ...events,
      transport: "sse",
      origin: "http://localhost:3000/",
    });
    expect(connection.url).toBe("http://localhost:3000/api/demo/sse");
    const result = await connection.callTool("get_alerts", { state: "FL" }, { timeoutMs: 5_000 });
    expect(JSON.stringify(result.content)).toContain("Rip Current Statement");
    await connection.close();

    const stream = events.http.find((exchange) => exchange.method === "GET" && !exchange.open);
    expect(stream?.url).toBe("http://localhost:3000/api/demo/sse");
    expect(stream?.responseBody).toMatch(
      /^event: endpoint\ndata: \/api\/demo\/messages\?sessionId=/,
    );
    expect(stream?.responseBody).toContain("Rip Current Statement");
    expect(demoLegacySseEndpoint().sessions.size).toBe(0);
  });

  it("starts a new session and retries when the server has forgotten the old one", async () => {
    const events = recorder();
    const connection = await connectDemoWeather(events);
    const firstSession = connection.client.transport?.sessionId;
    await demoStreamableHttpEndpoint().closeAll();

    const result = await connection.callTool("get_alerts", { state: "NY" });
    expect(result.content).toEqual([{ type: "text", text: "No active alerts for NY." }]);
    expect(connection.client.transport?.sessionId).not.toBe(firstSession);
    const initializes = events.rpc.filter(
      (event) => (event.message as { method?: string }).method === "initialize",
    );
    expect(initializes).toHaveLength(2);
    expect(events.http.some((exchange) => exchange.status === 404)).toBe(true);
    await connection.close();
    expect(connection.closed).toBe(true);
  });

  it("returns a tool's error result as a result, with isError set", async () => {
    const connection = await connectDemoWeather(recorder());
    const result = await connection.callTool("get_alerts", { state: "XX" });
    expect(result.isError).toBe(true);
    await connection.close();
  });

  it("turns a JSON-RPC error from the server into mcp:call_failed", async () => {
    const connection = await connectDemoWeather(recorder());
    const error = await connection
      .readResource("weather://forecast/atlantis")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoupeError);
    expect((error as LoupeError).code).toBe("mcp:call_failed");
    expect((error as LoupeError).message).toContain(
      'resources/read "weather://forecast/atlantis" on MCP server "weather" at http://127.0.0.1/api/demo/mcp',
    );
    await connection.close();
  });
});
