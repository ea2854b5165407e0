import "server-only";
import type { Root } from "@modelcontextprotocol/sdk/types.js";
import type { InspectorConnectionLookup, InspectorHandshake } from "@/lib/api/inspector";
import type { ListedServer } from "@/lib/api/servers";
import {
  INSPECTOR_CLIENT_CAPABILITIES,
  inspectorClientSetup,
} from "@/lib/inspector/client-handlers";
import { ClientTasks } from "@/lib/inspector/client-tasks";
import {
  holdCalls,
  noteIncomingMessage,
  noteOutgoingRequest,
} from "@/lib/inspector/inflight-calls";
import { listedConnectOptions } from "@/lib/inspector/listed-connect-options";
import { PendingRequests } from "@/lib/inspector/pending-requests";
import { trafficLogId, trafficLogTaps } from "@/lib/inspector/traffic-log";
import { connectMcpServer, type McpConnection } from "@/lib/mcp/connection";
import { runtimeSlot } from "@/lib/runtime";
import { getServerStore } from "@/lib/servers";
import { getEventStore } from "@/lib/store";

/** One listed server as stored, its inspector connection, and the requests that wait on a person. */
export interface InspectedServer {
  server: ListedServer;
  connection: McpConnection;
  pending: PendingRequests;
  /** The server's requests the inspector runs as tasks (`params.task`). */
  tasks: ClientTasks;
}

interface Entry {
  /** The listed server's `updatedAt` when the connection opened; an edit reopens it. */
  updatedAt: number;
  opening: Promise<McpConnection>;
  /** The connection once `opening` has resolved. */
  opened?: McpConnection;
  pending: PendingRequests;
  tasks: ClientTasks;
}

function entries(): Map<string, Entry> {
  return runtimeSlot<Map<string, Entry>>("inspector-connections", () => new Map());
}

/** What the inspector answers `roots/list` with, per listed server; kept across reconnections. */
function rootsByServer(): Map<string, Root[]> {
  return runtimeSlot<Map<string, Root[]>>("inspector-roots", () => new Map());
}

/** The roots the inspector answers the listed server's `roots/list` with (none at first). */
export function inspectorRoots(serverId: string): Root[] {
  getServerStore().require(serverId);
  return rootsByServer().get(serverId) ?? [];
}

/**
 * Replaces the roots the inspector answers `roots/list` with and, when a connection is open,
 * sends it `notifications/roots/list_changed` (no reconnect). Answers whether it notified.
 */
export async function replaceInspectorRoots(serverId: string, roots: Root[]): Promise<boolean> {
  const server = getServerStore().require(serverId);
  rootsByServer().set(serverId, roots);
  const entry = entries().get(serverId);
  const connection = await entry?.opening.catch(() => undefined);
  if (!connection || connection.closed || entries().get(serverId) !== entry) return false;
  await connection.run(
    `notifications/roots/list_changed to MCP server "${server.name}"`,
    5_000,
    (client) => client.sendRootsListChanged(),
  );
  return true;
}

/**
 * Opens (or reopens) the inspector's connection to a listed server, declaring sampling,
 * elicitation and roots, with every message recorded in the server's traffic log. `roots`
 * replaces the roots it answers `roots/list` with (default: those it had, else none).
 */
export async function connectInspector(
  serverId: string,
  options: { roots?: Root[]; pendingTimeoutMs?: number } = {},
): Promise<InspectorHandshake> {
  const server = getServerStore().require(serverId);
  const previous = entries().get(serverId);
  if (previous) await closeEntry(serverId, previous);
  if (options.roots) rootsByServer().set(serverId, options.roots);
  const entry = openEntry(server, options.pendingTimeoutMs);
  return handshakeOf(await entry.opening);
}

/**
 * The inspector's connection to a listed server: the open one, or one opened now (with the roots
 * it had) when there is none, it was closed, or the server was edited since it opened.
 */
export async function inspectedServer(serverId: string): Promise<InspectedServer> {
  const server = getServerStore().require(serverId);
  let entry = entries().get(serverId);
  if (entry && entry.updatedAt !== server.updatedAt) {
    void closeEntry(serverId, entry);
    entry = openEntry(server);
  }
  entry ??= openEntry(server);
  const connection = await entry.opening;
  return { server, connection, pending: entry.pending, tasks: entry.tasks };
}

/**
 * The listed server's inspector connection, if one is open, with the handshake its `connect`
 * answered; `opening` at once, without waiting, while one is being opened. Opens nothing, so a
 * page that reloads can show a live connection and its pending requests without dropping them.
 */
export function inspectorConnectionState(serverId: string): InspectorConnectionLookup {
  getServerStore().require(serverId);
  const entry = entries().get(serverId);
  if (!entry) return { connection: null };
  const connection = entry.opened;
  if (!connection) return { connection: null, opening: true };
  return { connection: { ...handshakeOf(connection), open: !connection.closed } };
}

/** The requests the listed server's inspector connection waits on (none when it has none). */
export function pendingRequestsOf(serverId: string): PendingRequests | undefined {
  return entries().get(serverId)?.pending;
}

/** Closes the listed server's inspector connection, if one is open; its pending requests go. */
export async function closeInspector(serverId: string): Promise<void> {
  const entry = entries().get(serverId);
  if (entry) await closeEntry(serverId, entry);
}

/** For a server removed from the list: closes its connection and deletes its traffic log. */
export async function forgetInspectedServer(serverId: string): Promise<void> {
  await closeInspector(serverId);
  rootsByServer().delete(serverId);
  getEventStore().deleteSession(trafficLogId(serverId));
}

/** The handshake of a connection, as `connect` answers it. */
function handshakeOf(connection: McpConnection): InspectorHandshake {
  const { instructions } = connection;
  return {
    serverInfo: connection.serverInfo,
    protocolVersion: connection.protocolVersion,
    capabilities: connection.capabilities,
    ...(instructions ? { instructions } : {}),
    transport: connection.negotiatedTransport,
  };
}

function openEntry(server: ListedServer, pendingTimeoutMs?: number): Entry {
  const pending = new PendingRequests(pendingTimeoutMs);
  const tasks = new ClientTasks();
  const taps = trafficLogTaps(getEventStore(), server);
  const opening = connectMcpServer(
    listedConnectOptions(
      server,
      {
        ...taps,
        onRpc: (event) => {
          taps.onRpc(event);
          if (event.direction === "out") noteOutgoingRequest(server.id, event.message);
          else noteIncomingMessage(server.id, event.message);
        },
      },
      {
        capabilities: INSPECTOR_CLIENT_CAPABILITIES,
        configureClient: inspectorClientSetup({
          pending,
          tasks,
          roots: () => rootsByServer().get(server.id) ?? [],
          holdCalls: () => holdCalls(server.id),
        }),
      },
    ),
  );
  const entry: Entry = { updatedAt: server.updatedAt, opening, pending, tasks };
  const all = entries();
  const concurrent = all.get(server.id);
  if (concurrent) void closeEntry(server.id, concurrent);
  all.set(server.id, entry);
  entry.opening.then(
    (connection) => {
      entry.opened = connection;
    },
    () => {
      if (all.get(server.id) === entry) all.delete(server.id);
    },
  );
  return entry;
}

async function closeEntry(serverId: string, entry: Entry): Promise<void> {
  const all = entries();
  if (all.get(serverId) === entry) all.delete(serverId);
  entry.pending.clear("The inspector's connection closed.");
  entry.tasks.clear("The inspector's connection closed.");
  const connection = await entry.opening.catch(() => undefined);
  await connection?.close().catch(() => undefined);
}
