import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer, type McpConnection } from "@/lib/mcp/connection";
import {
  type MisbehavingMcpServer,
  startMisbehavingMcpServer,
} from "@/test/support/misbehaving-mcp-server";

let server: MisbehavingMcpServer;

beforeAll(async () => {
  server = await startMisbehavingMcpServer();
});

afterAll(async () => {
  await server?.close();
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

async function connect(events: ReturnType<typeof recorder>): Promise<McpConnection> {
  return connectMcpServer({
    serverId: "misbehaving",
    transport: "streamable-http",
    url: server.url,
    requestTimeoutMs: 2_000,
    onRpc: events.onRpc,
    onHttp: events.onHttp,
  });
}

const methodOf = (event: EventPayloads["rpc"]) => (event.message as { method?: string }).method;

describe("a Streamable HTTP server that forgets the session", () => {
  it("initializes once more and retries the call, and the events show it", async () => {
    const events = recorder();
    const connection = await connect(events);
    try {
      await connection.callTool("echo", { message: "first" });
      const sessionBefore = connection.client.transport?.sessionId;
      const initializesBefore = server.initializeCount;
      server.forgetSessions();

      const result = await connection.callTool("echo", { message: "second" });
      expect(result.content).toEqual([{ type: "text", text: "Echo: second" }]);
      expect(server.initializeCount).toBe(initializesBefore + 1);
      expect(connection.client.transport?.sessionId).not.toBe(sessionBefore);

      const forgotten = events.http.find(
        (exchange) => exchange.status === 404 && exchange.requestBody?.includes('"second"'),
      );
      expect(forgotten?.requestHeaders["mcp-session-id"]).toBe(sessionBefore);
      expect(forgotten?.responseBody).toContain("Session not found");
      expect(events.rpc.map(methodOf).filter((method) => method === "initialize")).toHaveLength(2);
      const calls = events.rpc.filter(
        (event) =>
          methodOf(event) === "tools/call" && JSON.stringify(event.message).includes("second"),
      );
      expect(calls).toHaveLength(2);
    } finally {
      await connection.close();
    }
  });
});

describe("an answer that is not JSON-RPC", () => {
  it.each([
    ["answer-json-not-rpc", '{"hello":1}'],
    ["answer-plain-text", "Hello! This is plain text, not JSON."],
    ["answer-text-content-type", "plain text answer"],
    ["answer-sse-not-json", "this is not JSON at all"],
  ])("%s fails the call saying what arrived, and the next call works", async (tool, arrived) => {
    const events = recorder();
    const connection = await connect(events);
    try {
      const started = performance.now();
      const error = await connection.callTool(tool, {}).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(LoupeError);
      const { code, message } = error as LoupeError;
      expect(code).toBe("mcp:call_failed");
      expect(message).toContain(`tools/call "${tool}" on MCP server "misbehaving"`);
      expect(message).toContain("not JSON-RPC");
      expect(message).toContain(arrived);
      expect(performance.now() - started).toBeLessThan(1_500);
      await vi.waitFor(() => {
        const exchange = events.http.find((item) => !item.open && item.requestBody?.includes(tool));
        expect(exchange?.responseBody).toContain(arrived);
      });

      const next = await connection.callTool("echo", { message: "still here" });
      expect(next.content).toEqual([{ type: "text", text: "Echo: still here" }]);
    } finally {
      await connection.close();
    }
  });
});

describe("a stdio server that writes lines that are not JSON-RPC on stdout", () => {
  const noisy = path.resolve(process.cwd(), "test/support/noisy-stdio-server.mjs");

  it("connects past a banner, answers past a stray line, and names the line when a call gets no answer", async () => {
    const connection = await connectMcpServer({
      serverId: "noisy",
      transport: "stdio",
      command: process.execPath,
      args: [noisy],
      requestTimeoutMs: 500,
      onRpc: () => undefined,
    });
    try {
      expect(connection.serverInfo.name).toBe("noisy");
      const answered = await connection.callTool("print-then-answer", {});
      expect(answered.content).toEqual([{ type: "text", text: "answered" }]);

      const error = await connection
        .callTool("print-instead", {})
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(LoupeError);
      const { code, message } = error as LoupeError;
      expect(code).toBe("mcp:call_failed");
      expect(message).toContain("no answer within 500 ms");
      expect(message).toContain(
        "Meanwhile the server sent a line on stdout that is not JSON-RPC: Traceback: something broke, no answer follows.",
      );

      const next = await connection.callTool("echo", { message: "still here" });
      expect(next.content).toEqual([{ type: "text", text: "Echo: still here" }]);
    } finally {
      await connection.close();
    }
  });
});
