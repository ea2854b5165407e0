import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer } from "@/lib/mcp/connection";
import {
  type RunningServerEverything,
  startServerEverything,
} from "@/test/support/server-everything";

/**
 * connectMcpServer against a real third-party server: `@modelcontextprotocol/server-everything`
 * over Streamable HTTP, bound to 127.0.0.1 by the project's loopback preload.
 */

let server: RunningServerEverything;
let url: string;

beforeAll(async () => {
  server = await startServerEverything("streamableHttp");
  url = server.url;
});

afterAll(async () => {
  await server?.stop();
});

describe("connectMcpServer against server-everything over Streamable HTTP", () => {
  it("initializes, lists its tools and calls echo, recording every message", async () => {
    const rpc: EventPayloads["rpc"][] = [];
    const http: EventPayloads["http"][] = [];
    const connection = await connectMcpServer({
      serverId: "everything",
      transport: "streamable-http",
      url,
      onRpc: (event) => rpc.push(event),
      onHttp: (event) => http.push(event),
    });
    try {
      expect(connection.serverInfo.name).toContain("everything");
      const tools = await connection.listTools();
      expect(tools.map((tool) => tool.name)).toContain("echo");

      connection.setTurn(2);
      const result = await connection.callTool("echo", { message: "hello from Loupe" });
      expect(result.content).toEqual([{ type: "text", text: "Echo: hello from Loupe" }]);

      const answer = rpc.find(
        (event) =>
          event.direction === "in" && JSON.stringify(event.message).includes("Echo: hello"),
      );
      expect(answer).toMatchObject({
        serverId: "everything",
        turn: 2,
        latencyMs: expect.any(Number),
      });
    } finally {
      await connection.close();
    }
    const initialize = http.find((exchange) => exchange.requestBody?.includes('"initialize"'));
    expect(initialize?.status).toBe(200);
    expect(initialize?.responseHeaders?.["mcp-session-id"]).toBeTruthy();
    const call = http.find(
      (exchange) => !exchange.open && exchange.requestBody?.includes('"tools/call"'),
    );
    expect(call?.responseBody).toContain("Echo: hello from Loupe");
  });
});
