import "server-only";
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { registerChildProcess, signalChildProcess } from "@/lib/mcp/child-processes";
import {
  MAX_SERVER_MESSAGE_BYTES,
  MessageTooLargeError,
  NotJsonRpcError,
} from "@/lib/mcp/not-json-rpc";
import { StdoutLines } from "@/lib/mcp/stdout-lines";

/** How to start a stdio MCP server, and where its stderr and exit are reported. */
export interface StdioProcessOptions {
  command: string;
  args?: string[];
  /** The child's whole environment, besides `PATH` (Loupe's own, unless given here). */
  env?: Record<string, string>;
  cwd?: string;
  onStderr?: (text: string) => void;
  onExit?: (exit: StdioExit) => void;
  /** Longest line read as one message (default `MAX_SERVER_MESSAGE_BYTES`); longer ones are dropped. */
  maxMessageBytes?: number;
}

/** How a stdio server's process ended. */
export interface StdioExit {
  code: number | null;
  signal: string | null;
}

/** Bytes of stderr kept for error messages. */
const STDERR_TAIL_BYTES = 4_096;
const STDERR_TAIL_LINES = 10;
/** After stdin closes, how long the server gets to exit before SIGTERM, then before SIGKILL. */
const STDIN_GRACE_MS = 1_000;
const TERM_GRACE_MS = 2_000;

/**
 * An MCP client transport over a child process's stdin and stdout (newline-delimited JSON-RPC).
 * Unlike the SDK's, the child gets exactly the given environment plus `PATH`, so none of Loupe's
 * own variables (API keys) leak into it, and its stderr, exit and pid stay observable.
 */
export class StdioProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private child: ChildProcess | undefined;
  /** Stdout cut into lines; what is not yet ended by a newline waits there. */
  private readonly stdoutLines: StdoutLines;
  private stderrTail = "";
  private exitInfo: StdioExit | undefined;

  constructor(private readonly options: StdioProcessOptions) {
    const limit = options.maxMessageBytes ?? MAX_SERVER_MESSAGE_BYTES;
    this.stdoutLines = new StdoutLines(limit, (bytes) =>
      this.onerror?.(new MessageTooLargeError("a line on stdout", limit, bytes)),
    );
  }

  /** The running process's id; undefined before start and after exit. */
  get pid(): number | undefined {
    return this.exitInfo ? undefined : this.child?.pid;
  }

  /** How the process ended, once it has. */
  get exit(): StdioExit | undefined {
    return this.exitInfo;
  }

  /** The last lines the process wrote to stderr, for error messages. */
  get lastStderrLines(): string {
    return this.stderrTail.split(/\r?\n/).slice(-STDERR_TAIL_LINES).join("\n").trim();
  }

  start(): Promise<void> {
    if (this.child) throw new Error("This stdio transport has already started its process.");
    const { command, args = [], cwd } = this.options;
    const child = spawn(command, args, {
      // Next types NODE_ENV as always present; a child of a stdio server need not have it.
      env: childEnvironment(this.options.env) as NodeJS.ProcessEnv,
      ...(cwd ? { cwd } : {}),
      stdio: ["pipe", "pipe", "pipe"],
      shell: false,
      detached: process.platform !== "win32",
      windowsHide: true,
    });
    this.child = child;
    const stderrDecoder = new StringDecoder("utf8");
    child.stderr?.on("data", (chunk: Buffer) => this.takeStderr(stderrDecoder.write(chunk)));
    child.stderr?.on("end", () => this.takeStderr(stderrDecoder.end()));
    child.stdout?.on("data", (chunk: Buffer) => this.takeStdout(chunk));
    child.stdout?.on("error", (error) => this.onerror?.(error));
    child.stdin?.on("error", (error) => this.onerror?.(error));
    child.on("error", (error) => this.onerror?.(error));
    child.once("exit", (code, signal) => {
      this.exitInfo = { code, signal };
      this.options.onExit?.(this.exitInfo);
    });
    child.once("close", () => {
      this.stdoutLines.clear();
      this.onclose?.();
    });
    return new Promise<void>((resolve, reject) => {
      child.once("spawn", () => {
        registerChildProcess(child);
        resolve();
      });
      child.once("error", reject);
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || this.exitInfo || stdin.destroyed) {
      return Promise.reject(new Error(describeStdioEnding(this).how));
    }
    return new Promise<void>((resolve, reject) => {
      stdin.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Closes stdin, then escalates to SIGTERM and SIGKILL if the process does not exit. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const exitedWithin = (ms: number) =>
      Promise.race([exited.then(() => true), delay(ms).then(() => false)]);
    child.stdin?.end();
    if (await exitedWithin(STDIN_GRACE_MS)) return;
    signalChildProcess(child, "SIGTERM");
    if (await exitedWithin(TERM_GRACE_MS)) return;
    signalChildProcess(child, "SIGKILL");
    await exitedWithin(TERM_GRACE_MS);
  }

  /** Reads newline-ended JSON-RPC messages; a line that is not one is an error quoting it. */
  private takeStdout(chunk: Buffer): void {
    for (const line of this.stdoutLines.push(chunk)) {
      if (line.trim() === "") continue;
      let message: JSONRPCMessage;
      try {
        message = JSONRPCMessageSchema.parse(JSON.parse(line));
      } catch {
        this.onerror?.(new NotJsonRpcError("a line on stdout", line));
        continue;
      }
      this.onmessage?.(message);
    }
  }

  private takeStderr(text: string): void {
    if (!text) return;
    this.stderrTail = (this.stderrTail + text).slice(-STDERR_TAIL_BYTES);
    try {
      this.options.onStderr?.(text);
    } catch (error) {
      console.error("[loupe] recording a stdio server's stderr failed:", error);
    }
  }
}

/** The child's environment: exactly `env`, plus Loupe's `PATH` unless `env` sets its own. */
export function childEnvironment(env: Record<string, string> | undefined): Record<string, string> {
  const path = process.env.PATH;
  return { ...(path === undefined ? {} : { PATH: path }), ...env };
}

/** How a stdio process ended, in words: `the process exited (code 1)`, and its last stderr. */
export interface StdioEnding {
  how: string;
  /** `Its last stderr lines: …`, or that it wrote none. */
  stderr: string;
}

/** Describes how the transport's process ended (or that it closed its output). */
export function describeStdioEnding(transport: StdioProcessTransport): StdioEnding {
  const exit = transport.exit;
  const how = !exit
    ? "the process closed its output"
    : exit.signal
      ? `the process was ended by ${exit.signal}`
      : `the process exited (code ${exit.code})`;
  const lines = transport.lastStderrLines;
  return {
    how,
    stderr: lines ? `Its last stderr lines:\n${lines}` : "It wrote nothing to stderr.",
  };
}

/**
 * Why starting a stdio server failed, better than the raw error: a command or working
 * directory that does not exist, or a process that exited before answering `initialize`.
 */
export function explainStdioStartFailure(
  transport: StdioProcessTransport,
  options: Pick<StdioProcessOptions, "command" | "cwd">,
  error: unknown,
): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const { command, cwd } = options;
  if (code === "ENOENT" || code === "EACCES") {
    if (cwd && !existsSync(cwd)) {
      return `could not start "${command}": the working directory "${cwd}" does not exist`;
    }
    return code === "ENOENT"
      ? `could not start "${command}": no such command (spawn ENOENT; the process gets only its own env plus PATH)`
      : `could not start "${command}": permission denied (spawn EACCES)`;
  }
  if (transport.exit) {
    const ending = describeStdioEnding(transport);
    return `${ending.how} before answering initialize; check its command, arguments, env and cwd. ${ending.stderr}`;
  }
  return undefined;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
