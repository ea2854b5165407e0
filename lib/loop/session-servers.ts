import "server-only";
import type { ServerConfig } from "@/lib/mcp/server-config";
import {
  openServerSet,
  type ServerSet,
  type ServerSetOptions,
  type ServerSetTaps,
} from "@/lib/mcp/server-set";
import { runtimeSlot } from "@/lib/runtime";
import type { EventStore } from "@/lib/store";

/** Sessions that keep their servers open at once; the least recently used set closes first. */
export const MAX_OPEN_SESSIONS = 32;

type ServerSetCache = Map<string, Promise<ServerSet>>;

function cache(): ServerSetCache {
  return runtimeSlot<ServerSetCache>("session-server-sets", () => new Map());
}

/**
 * The session's server set: the one kept for it, or opened now from its configuration. Each
 * session has its own so that every message, exchange and stderr line lands in its event log.
 */
export async function sessionServerSet(
  sessionId: string,
  servers: readonly ServerConfig[],
  taps: ServerSetTaps,
  options: ServerSetOptions = {},
): Promise<ServerSet> {
  const sets = cache();
  const existing = sets.get(sessionId);
  if (existing) {
    sets.delete(sessionId);
    sets.set(sessionId, existing);
    const set = await existing.catch(() => undefined);
    if (set && !set.closed) return set;
    if (sets.get(sessionId) === existing) sets.delete(sessionId);
    return sessionServerSet(sessionId, servers, taps, options);
  }
  const opening = openServerSet(servers, taps, options);
  remember(sessionId, opening);
  return opening;
}

/**
 * Keeps a set the caller opened (creating a session opens it to render the prompt) as the
 * session's, so its first step uses the same connections. A set kept before is closed.
 */
export function keepSessionServerSet(sessionId: string, set: ServerSet): void {
  const previous = cache().get(sessionId);
  cache().delete(sessionId);
  if (previous) void closeQuietly(previous);
  remember(sessionId, Promise.resolve(set));
}

/** Closes the session's servers, if they are open (its run is over or it was deleted). */
export async function closeSessionServerSet(sessionId: string): Promise<void> {
  const sets = cache();
  const opening = sets.get(sessionId);
  if (!opening) return;
  sets.delete(sessionId);
  await closeQuietly(opening);
}

/** Whether the session's servers are kept open right now (for tests and diagnostics). */
export function hasSessionServerSet(sessionId: string): boolean {
  return cache().has(sessionId);
}

/** Taps that append the servers' traffic to the session's event log. */
export function sessionServerTaps(store: EventStore, sessionId: string): ServerSetTaps {
  return {
    onRpc: (data) => store.append(sessionId, { kind: "rpc", data }),
    onHttp: (data) => store.append(sessionId, { kind: "http", data }),
    onHttpChunk: (data) => store.append(sessionId, { kind: "http.chunk", data }),
    onStderr: (data) => store.append(sessionId, { kind: "mcp.stderr", data }),
    onExit: (data) => store.append(sessionId, { kind: "mcp.exit", data }),
  };
}

function remember(sessionId: string, opening: Promise<ServerSet>): void {
  const sets = cache();
  sets.set(sessionId, opening);
  opening.catch(() => {
    if (sets.get(sessionId) === opening) sets.delete(sessionId);
  });
  while (sets.size > MAX_OPEN_SESSIONS) {
    const [oldestId, oldest] = sets.entries().next().value as [string, Promise<ServerSet>];
    sets.delete(oldestId);
    void closeQuietly(oldest);
  }
}

async function closeQuietly(opening: Promise<ServerSet>): Promise<void> {
  await opening.then((set) => set.close()).catch(() => undefined);
}
