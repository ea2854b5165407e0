import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** The entry point of `@modelcontextprotocol/server-everything` (argument: its transport). */
export const SERVER_EVERYTHING_ENTRY = path.resolve(
  process.cwd(),
  "node_modules/@modelcontextprotocol/server-everything/dist/index.js",
);

/** Binds a listen() that names no host to 127.0.0.1; server-everything listens everywhere. */
export const LOOPBACK_PRELOAD = path.resolve(process.cwd(), "scripts/listen-on-loopback.cjs");

/** A server-everything process serving an HTTP transport on 127.0.0.1. */
export interface RunningServerEverything {
  /** `http://127.0.0.1:PORT/mcp` for Streamable HTTP, `…/sse` for legacy SSE. */
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A port that was free a moment ago, so nothing is listening on it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The command and arguments that run server-everything over stdio, as a session server. */
export function serverEverythingStdio(): { command: string; args: string[] } {
  return { command: process.execPath, args: [SERVER_EVERYTHING_ENTRY, "stdio"] };
}

/**
 * Starts server-everything over Streamable HTTP or legacy SSE at a free port on 127.0.0.1 and
 * resolves once it says it is listening.
 */
export async function startServerEverything(
  transport: "streamableHttp" | "sse",
): Promise<RunningServerEverything> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["-r", LOOPBACK_PRELOAD, SERVER_EVERYTHING_ENTRY, transport],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`port ${port}`)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`server-everything (${transport}) exited (${code}): ${output}`)),
    );
    child.once("error", reject);
  });
  const pathname = transport === "sse" ? "/sse" : "/mcp";
  return {
    url: `http://127.0.0.1:${port}${pathname}`,
    port,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** True while a process with this id exists and is not a zombie waiting to be reaped. */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}
