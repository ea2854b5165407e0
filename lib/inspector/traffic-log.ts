import "server-only";
import type { ListedServer } from "@/lib/api/servers";
import { sessionServerTaps } from "@/lib/loop/session-servers";
import type { ServerSetTaps } from "@/lib/mcp/server-set";
import type { EventStore } from "@/lib/store";

const TRAFFIC_LOG_PREFIX = "inspector-";

/** The id of a listed server's traffic log: a sessions row the session list leaves out. */
export function trafficLogId(serverId: string): string {
  return `${TRAFFIC_LOG_PREFIX}${serverId}`;
}

/**
 * The listed server's traffic log, created on first use, and taps that append every JSON-RPC
 * message, HTTP exchange, stderr piece and exit of its inspector connection to it.
 */
export function trafficLogTaps(store: EventStore, server: ListedServer): ServerSetTaps {
  const logId = trafficLogId(server.id);
  if (!store.getSession(logId)) {
    store.createSession({
      id: logId,
      task: `Inspector traffic of MCP server "${server.name}"`,
      model: "",
      kind: "traffic",
    });
  }
  return sessionServerTaps(store, logId);
}

/** The listed server's id a traffic log's id names (`trafficLogId`), else undefined. */
export function trafficLogServerId(logId: string): string | undefined {
  return logId.startsWith(TRAFFIC_LOG_PREFIX) ? logId.slice(TRAFFIC_LOG_PREFIX.length) : undefined;
}
