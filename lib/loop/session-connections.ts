import "server-only";
import { mcpResourceToText, mcpResultToText } from "@/lib/dialects/xml";
import { LoupeError } from "@/lib/errors";
import type { ActionMcpClient } from "@/lib/loop/execute-action";
import type { McpConnection } from "@/lib/mcp/connection";
import { connectDemoWeather } from "@/lib/mcp/demo-connection";
import { runtimeSlot } from "@/lib/runtime";
import type { EventStore } from "@/lib/store";

/** Sessions that keep an open MCP connection at once; the least recently used one closes first. */
const MAX_OPEN_SESSIONS = 32;
/** How long a tool call may take before the person gets a clear timeout. */
export const MCP_CALL_TIMEOUT_MS = 30_000;

type ConnectionCache = Map<string, Promise<McpConnection>>;

/**
 * The session's own connection to the demo weather server, opened on first use. Each session has
 * its own so that every JSON-RPC message and HTTP exchange lands in that session's event log.
 */
async function sessionConnection(store: EventStore, sessionId: string): Promise<McpConnection> {
  const cache = runtimeSlot<ConnectionCache>("session-mcp-connections", () => new Map());
  const existing = cache.get(sessionId);
  if (existing) {
    cache.delete(sessionId);
    cache.set(sessionId, existing);
    return existing;
  }
  const connecting = connectDemoWeather({
    onRpc: (data) => store.append(sessionId, { kind: "rpc", data }),
    onHttp: (data) => store.append(sessionId, { kind: "http", data }),
  });
  cache.set(sessionId, connecting);
  connecting.catch(() => cache.delete(sessionId));
  while (cache.size > MAX_OPEN_SESSIONS) {
    const [oldestId, oldest] = cache.entries().next().value as [string, Promise<McpConnection>];
    cache.delete(oldestId);
    void oldest.then((connection) => connection.close()).catch(() => undefined);
  }
  return connecting;
}

/** An `ActionMcpClient` for one session and turn: calls reach the server named by the action. */
export function sessionMcpClient(
  store: EventStore,
  sessionId: string,
  turn: number,
): ActionMcpClient {
  const connect = async (serverName: string) => {
    if (serverName !== "weather") {
      throw new LoupeError(
        "mcp:call_failed",
        `No MCP server named '${serverName}' is connected. Connected servers: weather.`,
      );
    }
    const connection = await sessionConnection(store, sessionId);
    connection.setTurn(turn);
    return connection;
  };
  return {
    async callTool(serverName, toolName, args) {
      const connection = await connect(serverName);
      const result = await connection.callTool(toolName, args, { timeoutMs: MCP_CALL_TIMEOUT_MS });
      return mcpResultToText(result);
    },
    async readResource(serverName, uri) {
      const connection = await connect(serverName);
      return { text: mcpResourceToText(await connection.readResource(uri)) };
    },
  };
}

/** Closes the session's MCP connection, if it has one (its run is over). */
export async function closeSessionConnection(sessionId: string): Promise<void> {
  const cache = runtimeSlot<ConnectionCache>("session-mcp-connections", () => new Map());
  const connecting = cache.get(sessionId);
  if (!connecting) return;
  cache.delete(sessionId);
  await connecting.then((connection) => connection.close()).catch(() => undefined);
}
