import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer, type McpToolResult } from "@/lib/mcp/connection";
import { MessageTooLargeError } from "@/lib/mcp/not-json-rpc";
import { childEnvironment, StdioProcessTransport } from "@/lib/mcp/stdio-transport";
import { PROBE_SERVER_SCRIPT } from "@/test/support/probe-server";
import { isProcessRunning } from "@/test/support/server-everything";

function recorder() {
  const rpc: EventPayloads["rpc"][] = [];
  const stderr: EventPayloads["mcp.stderr"][] = [];
  const exits: EventPayloads["mcp.exit"][] = [];
  return {
    rpc,
    stderr,
    exits,
    onRpc: (event: EventPayloads["rpc"]) => rpc.push(event),
    onStderr: (event: EventPayloads["mcp.stderr"]) => stderr.push(event),
    onExit: (event: EventPayloads["mcp.exit"]) => exits.push(event),
  };
}

function connectProbe(
  events: ReturnType<typeof recorder>,
  extra: { env?: Record<string, string>; cwd?: string } = {},
) {
  return connectMcpServer({
    serverId: "probe",
    transport: "stdio",
    command: process.execPath,
    args: [PROBE_SERVER_SCRIPT],
    ...extra,
    ...events,
  });
}

async function caught(promise: Promise<unknown>): Promise<LoupeError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof LoupeError) return error;
  throw new Error(`expected a LoupeError, got ${String(error)}`);
}

function toolText(result: McpToolResult): string {
  const [first] = ("content" in result ? result.content : []) as Array<{ text?: string }>;
  return first?.text ?? "";
}

describe("childEnvironment", () => {
  it("is the given env plus Loupe's PATH", () => {
    expect(childEnvironment({ TOKEN: "x" })).toEqual({ PATH: process.env.PATH, TOKEN: "x" });
  });

  it("lets the given env set its own PATH", () => {
    expect(childEnvironment({ PATH: "/opt/bin" })).toEqual({ PATH: "/opt/bin" });
  });
});

describe("connectMcpServer over stdio", () => {
  it("runs the server with only the given env plus PATH, in the given cwd, reporting everything", async () => {
    const events = recorder();
    const connection = await connectProbe(events, {
      env: { PROBE_GREETING: "hello" },
      cwd: os.tmpdir(),
    });
    try {
      expect(connection.transport).toBe("stdio");
      expect(connection.url).toBeUndefined();
      expect(connection.serverInfo).toMatchObject({ name: "probe", version: "1.0.0" });
      connection.setTurn(2);
      const report = JSON.parse(toolText(await connection.callTool("environment", {}))) as {
        env: string[];
        cwd: string;
        pid: number;
      };
      expect(report.env.sort()).toEqual(["PATH", "PROBE_GREETING"]);
      expect(report.cwd).toBe(await import("node:fs").then((fs) => fs.realpathSync(os.tmpdir())));
      expect(report.pid).toBe(connection.processId);
    } finally {
      await connection.close();
    }
    const methods = events.rpc.map(
      (event) => `${event.direction} ${(event.message as { method?: string }).method ?? "result"}`,
    );
    expect(methods.slice(0, 3)).toEqual([
      "out initialize",
      "in result",
      "out notifications/initialized",
    ]);
    expect(events.rpc.every((event) => event.serverId === "probe")).toBe(true);
    const answer = events.rpc.find((event) => event.direction === "in" && event.turn === 2);
    expect(answer).toMatchObject({ requestId: expect.anything(), latencyMs: expect.any(Number) });
    expect(events.stderr.map((event) => event.text).join("")).toContain("probe: ready");
    expect(events.stderr[0]).toMatchObject({ serverId: "probe" });
    expect(events.exits).toHaveLength(1);
    expect(events.exits[0]).toMatchObject({ serverId: "probe", turn: 2 });
  });

  it("stops the process when the connection closes", async () => {
    const events = recorder();
    const connection = await connectProbe(events);
    const pid = connection.processId;
    expect(pid).toEqual(expect.any(Number));
    expect(isProcessRunning(pid as number)).toBe(true);
    await connection.close();
    expect(isProcessRunning(pid as number)).toBe(false);
    expect(connection.closed).toBe(true);
    expect(connection.processId).toBeUndefined();
  });

  it("fails clearly when the command does not exist", async () => {
    const error = await caught(
      connectMcpServer({
        serverId: "missing",
        transport: "stdio",
        command: "loupe-no-such-command",
        args: ["--flag"],
        onRpc: () => undefined,
      }),
    );
    expect(error.code).toBe("mcp:connect_failed");
    expect(error.message).toContain(
      'Could not connect to MCP server "missing" (stdio: loupe-no-such-command --flag)',
    );
    expect(error.message).toContain('could not start "loupe-no-such-command": no such command');
  });

  it("fails clearly when the working directory does not exist", async () => {
    const cwd = path.join(os.tmpdir(), "loupe-no-such-directory");
    const error = await caught(connectProbe(recorder(), { cwd }));
    expect(error.code).toBe("mcp:connect_failed");
    expect(error.message).toContain(`the working directory "${cwd}" does not exist`);
  });

  it("fails with the exit code and last stderr lines when the process exits before initialize", async () => {
    const events = recorder();
    const error = await caught(connectProbe(events, { env: { PROBE_EXIT_AT_START: "1" } }));
    expect(error.code).toBe("mcp:connect_failed");
    expect(error.message).toContain("the process exited (code 2) before answering initialize");
    expect(error.message).toContain("Its last stderr lines:\nprobe: refusing to start");
    expect(events.exits).toEqual([{ serverId: "probe", code: 2, signal: null }]);
  });

  it("says the process exited at the call it died in, then restarts it at the next call", async () => {
    const events = recorder();
    const connection = await connectProbe(events);
    try {
      const firstPid = connection.processId;
      connection.setTurn(5);
      const error = await caught(connection.callTool("crash", {}));
      expect(error.code).toBe("mcp:call_failed");
      expect(error.message).toContain('tools/call "crash" on MCP server "probe" (stdio: ');
      expect(error.message).toContain("the process exited (code 3). The next call restarts it.");
      expect(error.message).toContain("probe: crashing on request");
      expect(events.exits).toEqual([{ serverId: "probe", code: 3, signal: null, turn: 5 }]);
      expect(connection.closed).toBe(true);

      const report = JSON.parse(toolText(await connection.callTool("environment", {}))) as {
        pid: number;
      };
      expect(report.pid).not.toBe(firstPid);
      expect(connection.processId).toBe(report.pid);
      expect(connection.closed).toBe(false);
    } finally {
      await connection.close();
    }
  });

  it("reports a process killed between calls at the next call, and the call after restarts it", async () => {
    const events = recorder();
    const connection = await connectProbe(events);
    try {
      const pid = connection.processId as number;
      const exited = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (events.exits.length > 0 && connection.closed) {
            clearInterval(check);
            resolve();
          }
        }, 10);
      });
      process.kill(pid, "SIGKILL");
      await exited;
      const error = await caught(connection.callTool("environment", {}));
      expect(error.code).toBe("mcp:call_failed");
      expect(error.message).toContain(
        "the process was ended by SIGKILL. The next call restarts it.",
      );
      const result = await connection.callTool("environment", {});
      expect(toolText(result)).toContain('"env"');
    } finally {
      await connection.close();
    }
  });
});

describe("StdioProcessTransport with a line longer than a message may be", () => {
  it("drops the line, reports its size, and reads the message after it", async () => {
    const notice = { jsonrpc: "2.0", method: "notifications/message", params: { level: "info" } };
    const script = `process.stdout.write("x".repeat(5000) + "\\n" + ${JSON.stringify(
      JSON.stringify(notice),
    )} + "\\n"); setInterval(() => {}, 1000);`;
    const transport = new StdioProcessTransport({
      command: process.execPath,
      args: ["-e", script],
      maxMessageBytes: 1_000,
    });
    const errors: Error[] = [];
    const messages: unknown[] = [];
    const received = new Promise<void>((resolve) => {
      transport.onmessage = (message) => {
        messages.push(message);
        resolve();
      };
    });
    transport.onerror = (error) => errors.push(error);
    await transport.start();
    try {
      await received;
      expect(messages).toEqual([notice]);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(MessageTooLargeError);
      expect(errors[0]?.message).toBe(
        "the server sent a line on stdout of 5,000 bytes, more than the 1,000 bytes Loupe reads as one JSON-RPC message; it was dropped unread",
      );
    } finally {
      await transport.close();
    }
  });
});
