import "server-only";
import type { EventPayloads } from "@/lib/events/types";
import { isSessionBusy } from "@/lib/loop/session-lock";
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

/**
 * How long a session's MCP connections may sit unused before they are closed: 10 minutes, or
 * `LOUPE_MCP_IDLE_CLOSE_MS` (milliseconds; 0 keeps them open). An open connection holds a
 * process or a stream whose keep-alives go on arriving; the next step or decision opens them again.
 */
export const DEFAULT_MCP_IDLE_CLOSE_MS = 10 * 60 * 1000;

/** The idle while in force: `LOUPE_MCP_IDLE_CLOSE_MS` when it is a whole number, else the default. */
export function mcpIdleCloseMs(): number {
  const text = process.env.LOUPE_MCP_IDLE_CLOSE_MS?.trim();
  const value = text && /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) ? value : DEFAULT_MCP_IDLE_CLOSE_MS;
}

/** The taps of a session's servers, and where changes of its connections are recorded. */
export interface SessionServerTaps extends ServerSetTaps {
  onConnections?: (event: EventPayloads["mcp.connections"]) => void;
}

type ServerSetCache = Map<string, Promise<ServerSet>>;

/** Per session: its idle timer, where to record connection changes, and whether it idled out. */
interface IdleState {
  timer?: ReturnType<typeof setTimeout>;
  onConnections?: SessionServerTaps["onConnections"];
  closedIdle?: boolean;
}

function cache(): ServerSetCache {
  return runtimeSlot<ServerSetCache>("session-server-sets", () => new Map());
}

function idleStates(): Map<string, IdleState> {
  return runtimeSlot("session-server-idle", () => new Map<string, IdleState>());
}

/**
 * The session's server set: the one kept for it, or opened now from its configuration. Each
 * session has its own so that every message, exchange and stderr line lands in its event log.
 */
export async function sessionServerSet(
  sessionId: string,
  servers: readonly ServerConfig[],
  taps: SessionServerTaps,
  options: ServerSetOptions = {},
): Promise<ServerSet> {
  const sets = cache();
  const existing = sets.get(sessionId);
  if (existing) {
    sets.delete(sessionId);
    sets.set(sessionId, existing);
    const set = await existing.catch(() => undefined);
    if (set && !set.closed) {
      armIdleClose(sessionId, taps.onConnections);
      return set;
    }
    if (sets.get(sessionId) === existing) sets.delete(sessionId);
    return sessionServerSet(sessionId, servers, taps, options);
  }
  const opening = openServerSet(servers, taps, options);
  remember(sessionId, opening);
  const set = await opening;
  const idle = idleStates().get(sessionId);
  if (idle?.closedIdle) {
    idle.closedIdle = false;
    taps.onConnections?.({
      change: "reopened",
      servers: set.servers.map((server) => server.name),
      ...(options.turn === undefined ? {} : { turn: options.turn }),
    });
  }
  armIdleClose(sessionId, taps.onConnections);
  return set;
}

/** Whether the session's connections were closed for sitting idle and not opened since. */
export function sessionServersClosedIdle(sessionId: string): boolean {
  return idleStates().get(sessionId)?.closedIdle === true;
}

/**
 * Keeps a set the caller opened (creating a session opens it to render the prompt) as the
 * session's, so its first step uses the same connections. A set kept before is closed.
 */
export function keepSessionServerSet(
  sessionId: string,
  set: ServerSet,
  onConnections?: SessionServerTaps["onConnections"],
): void {
  const previous = cache().get(sessionId);
  cache().delete(sessionId);
  if (previous) void closeQuietly(previous);
  remember(sessionId, Promise.resolve(set));
  armIdleClose(sessionId, onConnections);
}

/** Closes the session's servers, if they are open (its run is over or it was deleted). */
export async function closeSessionServerSet(sessionId: string): Promise<void> {
  forgetIdleState(sessionId);
  const sets = cache();
  const opening = sets.get(sessionId);
  if (!opening) return;
  sets.delete(sessionId);
  await closeQuietly(opening);
}

/**
 * Runs a step or a decision (`work`, which may use the session's servers) with the session's idle
 * clock restarted when it starts and again when it ends, so servers are closed only after
 * `mcpIdleCloseMs()` with nothing using them, however long the work ran. A session waiting for a
 * person's decision uses nothing, so that wait counts as idle.
 */
export async function usingSessionServers<Result>(
  sessionId: string,
  work: () => Promise<Result>,
): Promise<Result> {
  restartIdleClock(sessionId);
  try {
    return await work();
  } finally {
    restartIdleClock(sessionId);
  }
}

/** Restarts the idle clock of a session whose servers are kept open; nothing when none are. */
function restartIdleClock(sessionId: string): void {
  if (cache().has(sessionId)) armIdleClose(sessionId, undefined);
}

/**
 * (Re)starts the session's idle clock: once `mcpIdleCloseMs()` pass without its servers being
 * used, they are closed and `onConnections` hears of it. A step or a decision that still holds
 * the session puts the close off for another while.
 */
function armIdleClose(
  sessionId: string,
  onConnections: SessionServerTaps["onConnections"] | undefined,
): void {
  const states = idleStates();
  const state = states.get(sessionId) ?? {};
  states.set(sessionId, state);
  if (onConnections) state.onConnections = onConnections;
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  const idleMs = mcpIdleCloseMs();
  if (idleMs <= 0) return;
  state.timer = setTimeout(() => void closeIdle(sessionId, idleMs), idleMs);
  state.timer.unref?.();
}

async function closeIdle(sessionId: string, idleMs: number): Promise<void> {
  const state = idleStates().get(sessionId);
  const opening = cache().get(sessionId);
  if (!state || !opening) return;
  if (isSessionBusy(sessionId)) {
    armIdleClose(sessionId, undefined);
    return;
  }
  state.timer = undefined;
  cache().delete(sessionId);
  state.closedIdle = true;
  const set = await opening.catch(() => undefined);
  if (!set || set.closed) state.closedIdle = false;
  else {
    state.onConnections?.({
      change: "closed-idle",
      servers: set.servers.map((server) => server.name),
      idleMs,
    });
  }
  await closeQuietly(opening);
}

function forgetIdleState(sessionId: string): void {
  const state = idleStates().get(sessionId);
  if (state?.timer) clearTimeout(state.timer);
  idleStates().delete(sessionId);
}

/** Whether the session's servers are kept open right now (for tests and diagnostics). */
export function hasSessionServerSet(sessionId: string): boolean {
  return cache().has(sessionId);
}

/** Taps that append the servers' traffic, and changes of their connections, to the session's log. */
export function sessionServerTaps(store: EventStore, sessionId: string): SessionServerTaps {
  return {
    onConnections: (data) => store.append(sessionId, { kind: "mcp.connections", data }),
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
    forgetIdleState(oldestId);
    void closeQuietly(oldest);
  }
}

async function closeQuietly(opening: Promise<ServerSet>): Promise<void> {
  await opening.then((set) => set.close()).catch(() => undefined);
}
