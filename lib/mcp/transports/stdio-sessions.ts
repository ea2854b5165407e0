import "server-only";
import type { ConnectStdioServerOptions } from "@/lib/mcp/connection";
import { openMcpSession, tagged } from "@/lib/mcp/open-session";
import {
  describeStdioEnding,
  explainStdioStartFailure,
  StdioProcessTransport,
} from "@/lib/mcp/stdio-transport";
import { commandLine } from "./location-text";
import { clientSetup, type SessionOpener } from "./session-opener";

const DEFAULT_STDIO_CONNECT_TIMEOUT_MS = 60_000;

/** Opens sessions of a server Loupe starts as a child process: each session a new process. */
export function openStdioSessions(
  options: ConnectStdioServerOptions,
  currentTurn: () => number | undefined,
): SessionOpener {
  const { serverId } = options;
  const where = `MCP server "${serverId}" (stdio: ${commandLine(options.command, options.args)})`;
  return {
    where,
    negotiatedTransport: "stdio",
    url: undefined,
    open: () => {
      const transport = new StdioProcessTransport({
        command: options.command,
        ...(options.args ? { args: options.args } : {}),
        ...(options.env ? { env: options.env } : {}),
        ...(options.cwd ? { cwd: options.cwd } : {}),
        onStderr: (text) => options.onStderr?.(tagged({ serverId, text }, currentTurn())),
        onExit: (exit) => options.onExit?.(tagged({ serverId, ...exit }, currentTurn())),
      });
      return openMcpSession({
        serverId,
        where,
        transport,
        connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_STDIO_CONNECT_TIMEOUT_MS,
        currentTurn,
        onRpc: options.onRpc,
        explainFailure: (error) => explainStdioStartFailure(transport, options, error),
        ...clientSetup(options),
      });
    },
    describeEnding: (session) => {
      if (!(session.transport instanceof StdioProcessTransport)) return "the process ended.";
      const ending = describeStdioEnding(session.transport);
      return `${ending.how}. The next call restarts it. ${ending.stderr}`;
    },
    processIdOf: (session) =>
      session.transport instanceof StdioProcessTransport && !session.closed
        ? session.transport.pid
        : undefined,
  };
}
