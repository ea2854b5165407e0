import "server-only";
import type { Implementation, Root, ServerCapabilities } from "@modelcontextprotocol/sdk/types.js";
import {
  INSPECTOR_CLIENT_CAPABILITIES,
  inspectorClientSetup,
} from "@/lib/inspector/client-handlers";
import { listedConnectOptions } from "@/lib/inspector/listed-connect-options";
import { PendingRequests } from "@/lib/inspector/pending-requests";
import { trafficLogId, trafficLogTaps } from "@/lib/inspector/traffic-log";
import { connectMcpServer, type McpConnection } from "@/lib/mcp/connection";
import { runtimeSlot } from "@/lib/runtime";
import { getServerStore } from "@/lib/servers";
import type { ListedServer } from "@/lib/servers/listed-server";
import { getEventStore } from "@/lib/store";

/** What `POST /api/servers/:id/connect` answers: what the server said in `initialize`. */
export interface InspectorHandshake {
  serverInfo: Implementation;
  protocolVersion: string | undefined;
  capabilities: ServerCapabilities;
  instructions?: string;
}

/** One listed server as stored, its inspector connection, and the requests that wait on a person. */
export interface InspectedServer {
  server: ListedServer;
  connection: McpConnection;
  pending: PendingRequests;
}

interface Entry {
  /** The listed server's `updatedAt` when the connection opened; an edit reopens it. */
  updatedAt: number;
  opening: Promise<McpConnection>;
  pending: PendingRequests;
  /** What it answers `roots/list` with. */
  roots: Root[];
}

function entries(): Map<string, Entry> {
  return runtimeSlot<Map<string, Entry>>("inspector-connections", () => new Map());
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
  const entry = openEntry(server, options.roots ?? previous?.roots ?? [], options.pendingTimeoutMs);
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
    entry = openEntry(server, entry.roots);
  }
  entry ??= openEntry(server, []);
  const connection = await entry.opening;
  return { server, connection, pending: entry.pending };
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
  };
}

function openEntry(server: ListedServer, roots: Root[], pendingTimeoutMs?: number): Entry {
  const pending = new PendingRequests(pendingTimeoutMs);
  const opening = connectMcpServer(
    listedConnectOptions(server, trafficLogTaps(getEventStore(), server), {
      capabilities: INSPECTOR_CLIENT_CAPABILITIES,
      configureClient: inspectorClientSetup(pending, () => roots),
    }),
  );
  const entry: Entry = { updatedAt: server.updatedAt, opening, pending, roots };
  const all = entries();
  const concurrent = all.get(server.id);
  if (concurrent) void closeEntry(server.id, concurrent);
  all.set(server.id, entry);
  entry.opening.catch(() => {
    if (all.get(server.id) === entry) all.delete(server.id);
  });
  return entry;
}

async function closeEntry(serverId: string, entry: Entry): Promise<void> {
  const all = entries();
  if (all.get(serverId) === entry) all.delete(serverId);
  entry.pending.clear("The inspector's connection closed.");
  const connection = await entry.opening.catch(() => undefined);
  await connection?.close().catch(() => undefined);
}
