import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer } from "@/lib/mcp/connection";

/**
 * connectMcpServer against a real third-party server: `@modelcontextprotocol/server-everything`
 * over Streamable HTTP (it reads PORT and serves /mcp), bound to 127.0.0.1 by the project's loopback preload.
 */

let child: ChildProcess | undefined;
let url: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}/mcp`;
  const started = spawn(
    process.execPath,
    [
      "-r",
      path.resolve(process.cwd(), "test/support/loopback-listen.cjs"),
      path.resolve(
        process.cwd(),
        "node_modules/@modelcontextprotocol/server-everything/dist/index.js",
      ),
      "streamableHttp",
    ],
    { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] },
  );
  child = started;
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening on port ${port}`)) resolve();
    };
    started.stdout?.on("data", onData);
    started.stderr?.on("data", onData);
    started.once("exit", (code) =>
      reject(new Error(`server-everything exited (${code}): ${output}`)),
    );
    started.once("error", reject);
  });
});

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child?.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
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
    const call = http.find((exchange) => exchange.requestBody?.includes('"tools/call"'));
    expect(call?.responseBody).toContain("Echo: hello from Loupe");
  });
});
