import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LoupeError } from "@/lib/errors";
import { connectMcpServer } from "@/lib/mcp/connection";
import { type ServedHandler, serveWebHandler } from "@/test/support/serve-web-handler";
import { freePort } from "@/test/support/server-everything";

const ignore = () => undefined;

async function caught(promise: Promise<unknown>): Promise<LoupeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LoupeError) return error;
    throw error;
  }
  throw new Error("expected the promise to reject");
}

describe("connectMcpServer failures", () => {
  it("fails with mcp:connect_failed naming the URL when nothing listens there", async () => {
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const error = await caught(
      connectMcpServer({
        serverId: "nowhere",
        transport: "streamable-http",
        url,
        onRpc: ignore,
        onHttp: ignore,
      }),
    );
    expect(error.code).toBe("mcp:connect_failed");
    expect(error.message).toContain(`MCP server "nowhere" at ${url}`);
    expect(error.message).toContain("ECONNREFUSED");
  });

  it("fails the same way over legacy SSE when nothing listens there", async () => {
    const url = `http://127.0.0.1:${await freePort()}/sse`;
    const error = await caught(
      connectMcpServer({
        serverId: "nowhere",
        transport: "sse",
        url,
        onRpc: ignore,
        onHttp: ignore,
      }),
    );
    expect(error.code).toBe("mcp:connect_failed");
    expect(error.message).toContain(url);
  });

  it("fails with mcp:connect_failed for a URL that is not one", async () => {
    const error = await caught(
      connectMcpServer({
        serverId: "bad",
        transport: "streamable-http",
        url: "not a url",
        onRpc: ignore,
        onHttp: ignore,
      }),
    );
    expect(error.code).toBe("mcp:connect_failed");
    expect(error.message).toContain("not a valid URL");
  });

  describe("against a server that accepts connections but never answers", () => {
    let silent: Server;
    let url: string;

    beforeAll(async () => {
      silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/mcp`;
    });

    afterAll(async () => {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it("gives up connecting after the connect timeout", async () => {
      const error = await caught(
        connectMcpServer({
          serverId: "silent",
          transport: "streamable-http",
          url,
          connectTimeoutMs: 300,
          onRpc: ignore,
          onHttp: ignore,
        }),
      );
      expect(error.code).toBe("mcp:connect_failed");
      expect(error.message).toContain("300 ms");
    });
  });
});

describe("connectMcpServer against a server whose tool hangs", () => {
  let served: ServedHandler;

  beforeAll(async () => {
    const server = new McpServer({ name: "hanging", version: "1.0.0" });
    server.registerTool("hang", { description: "Never answers." }, (extra) => {
      return new Promise((_, reject) => {
        extra.signal.addEventListener("abort", () => reject(new Error("cancelled")));
      });
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
    });
    await server.connect(transport);
    served = await serveWebHandler((request) => transport.handleRequest(request));
  });

  afterAll(async () => {
    await served.close();
  });

  it("times out the call with mcp:call_failed, names the tool, and tags events with the turn", async () => {
    const rpc: Array<{ turn?: number; direction: string; message: unknown }> = [];
    const http: Array<{ turn?: number; method: string; requestBody?: string; status?: number }> =
      [];
    const connection = await connectMcpServer({
      serverId: "hanging",
      transport: "streamable-http",
      url: `${served.origin}/mcp`,
      onRpc: (event) => rpc.push(event),
      onHttp: (event) => http.push(event),
    });
    expect(connection.serverInfo).toMatchObject({ name: "hanging", version: "1.0.0" });
    expect(rpc.every((event) => event.turn === undefined)).toBe(true);

    connection.setTurn(3);
    const error = await caught(connection.callTool("hang", {}, { timeoutMs: 200 }));
    expect(error.code).toBe("mcp:call_failed");
    expect(error.message).toContain('tools/call "hang" on MCP server "hanging"');
    expect(error.message).toContain("no answer within 200 ms");

    const call = rpc.find((event) => JSON.stringify(event.message).includes('"tools/call"'));
    expect(call).toMatchObject({ turn: 3, direction: "out" });
    connection.setTurn(4);
    await connection.close();
    expect(connection.closed).toBe(true);
    const callExchange = http.find((exchange) => exchange.requestBody?.includes('"tools/call"'));
    expect(callExchange).toMatchObject({ turn: 3, method: "POST", status: 200 });
  });

  it("reports an initialize the server refuses as mcp:connect_failed", async () => {
    const connection = await connectMcpServer({
      serverId: "hanging",
      transport: "streamable-http",
      url: `${served.origin}/mcp`,
      onRpc: ignore,
      onHttp: ignore,
    }).catch((error: unknown) => error);
    // The test server holds one session only; a second initialize is refused.
    expect(connection).toBeInstanceOf(LoupeError);
    expect((connection as LoupeError).code).toBe("mcp:connect_failed");
  });
});
