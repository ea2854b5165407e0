import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer } from "@/lib/mcp/connection";
import {
  type MisbehavingMcpServer,
  startMisbehavingMcpServer,
} from "@/test/support/misbehaving-mcp-server";
import {
  freePort,
  type RunningServerEverything,
  startServerEverything,
} from "@/test/support/server-everything";

let legacySse: RunningServerEverything;
let misbehaving: MisbehavingMcpServer;

beforeAll(async () => {
  [legacySse, misbehaving] = await Promise.all([
    startServerEverything("sse"),
    startMisbehavingMcpServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([legacySse?.stop(), misbehaving?.close()]);
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

describe("Streamable HTTP falling back to legacy SSE", () => {
  it("goes on over legacy SSE when the initialize POST is refused, and shows the refusal", async () => {
    const events = recorder();
    const connection = await connectMcpServer({
      serverId: "everything",
      transport: "streamable-http",
      url: legacySse.url,
      onRpc: events.onRpc,
      onHttp: events.onHttp,
    });
    try {
      expect(connection.transport).toBe("streamable-http");
      expect(connection.negotiatedTransport).toBe("sse");
      expect(connection.serverInfo.name).toContain("everything");
      const tools = await connection.listTools();
      expect(tools.map((tool) => tool.name)).toContain("echo");
      const result = await connection.callTool("echo", { message: "over SSE" });
      expect(result.content).toEqual([{ type: "text", text: "Echo: over SSE" }]);
    } finally {
      await connection.close();
    }
    const [refused] = events.http;
    const stream = await vi.waitFor(() => {
      const found = events.http.find((exchange) => exchange.method === "GET" && !exchange.open);
      if (!found) throw new Error("the SSE stream is not recorded yet");
      return found;
    });
    expect(refused).toMatchObject({ method: "POST", url: legacySse.url, status: 404 });
    expect(refused?.requestBody).toContain('"initialize"');
    expect(stream).toMatchObject({ method: "GET", url: legacySse.url, status: 200 });
    expect(stream?.responseBody).toContain("event: endpoint");
    const initializes = events.rpc.filter(
      (event) => (event.message as { method?: string }).method === "initialize",
    );
    expect(initializes.map((event) => event.direction)).toEqual(["out", "out"]);
  });

  it("names both attempts when the server refuses the POST and is not an SSE server either", async () => {
    const events = recorder();
    const error = await connectMcpServer({
      serverId: "refusing",
      transport: "streamable-http",
      url: misbehaving.refusingUrl,
      onRpc: events.onRpc,
      onHttp: events.onHttp,
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(LoupeError);
    const { code, message } = error as LoupeError;
    expect(code).toBe("mcp:connect_failed");
    expect(message).toContain(`MCP server "refusing" at ${misbehaving.refusingUrl}`);
    expect(message).toContain("the initialize POST was refused (HTTP 404");
    expect(message).toContain(`legacy SSE fallback (GET ${misbehaving.refusingUrl}) failed too`);
    expect(events.http.map((exchange) => [exchange.method, exchange.status])).toEqual([
      ["POST", 404],
      ["GET", 404],
    ]);
  });

  it("does not fall back when the server is not there at all", async () => {
    const error = await connectMcpServer({
      serverId: "gone",
      transport: "streamable-http",
      url: `http://127.0.0.1:${await freePort()}/mcp`,
      onRpc: () => undefined,
      onHttp: () => undefined,
    }).catch((reason: unknown) => reason);
    expect((error as LoupeError).message).not.toContain("fallback");
    expect((error as LoupeError).message).toContain("ECONNREFUSED");
  });

  it("connects over Streamable HTTP without a detour when the server speaks it", async () => {
    const events = recorder();
    const connection = await connectMcpServer({
      serverId: "misbehaving",
      transport: "streamable-http",
      url: misbehaving.url,
      onRpc: events.onRpc,
      onHttp: events.onHttp,
    });
    await connection.close();
    expect(connection.negotiatedTransport).toBe("streamable-http");
    expect(
      events.http.every((exchange) => exchange.method !== "GET" || exchange.status !== 404),
    ).toBe(true);
  });
});
