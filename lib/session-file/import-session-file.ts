import "server-only";
import type { ImportedSession, SessionFileV1 } from "@/lib/api/session-file";
import type { EventPayloads, NewEvent } from "@/lib/events/types";
import { keepServerConfigs } from "@/lib/loop/session-secrets";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { getServerStore } from "@/lib/servers";
import { resolveServerReferences } from "@/lib/servers/resolve-server-references";
import type { ServerStore } from "@/lib/servers/server-store";
import type { EventStore } from "@/lib/store";

/** A server's URL when its transport has one. */
function urlOf(server: ServerConfig): string | undefined {
  const url = (server as { url?: unknown }).url;
  return typeof url === "string" ? url : undefined;
}

/**
 * The file's servers as this Loupe can reach them: the demo server is always here; any other is
 * here when a listed server has its name or its URL, and it then connects with that listing's
 * configuration (secrets included, which the file never holds). The rest are missing.
 */
function serversHere(
  recorded: readonly ServerConfig[],
  servers: () => ServerStore,
): { present: ServerConfig[]; missing: string[] } {
  const present: ServerConfig[] = [];
  const missing: string[] = [];
  for (const server of recorded) {
    if (server.transport === "demo") {
      present.push(server);
      continue;
    }
    const url = urlOf(server);
    const listed = servers()
      .list()
      .find(
        (candidate) =>
          candidate.name === server.name || (url !== undefined && urlOf(candidate) === url),
      );
    if (listed) {
      present.push(...resolveServerReferences([{ id: listed.id, name: server.name }], servers));
    } else missing.push(server.name);
  }
  return { present, missing };
}

/**
 * Makes a new session (a new id) whose log is the file's events, renumbered from 1 and at their
 * recorded times, `session.created` first and marked `imported` (no longer a column of the
 * comparison it may have been one of: that comparison is not its). When all its servers are here
 * the session steps on like the original; otherwise it is read-only (see `refuseReadOnly`).
 * `absentServers` are servers the file names without a configuration (an imported trace's),
 * missing whatever is listed here. Written in one transaction: a failure leaves no half session.
 */
export function importSessionFile(
  store: EventStore,
  file: SessionFileV1,
  servers: () => ServerStore = getServerStore,
  absentServers: readonly string[] = [],
): ImportedSession {
  const [first, ...rest] = file.events;
  const recorded = first?.data as EventPayloads["session.created"];
  const { comparison: _column, ...created } = recorded;
  const here = serversHere(created.servers ?? [], servers);
  const { present } = here;
  const missing = [...here.missing, ...absentServers];
  const session = store.createSession({
    task: created.task,
    model: created.model,
    dialect: created.dialect,
  });
  const events: NewEvent[] = [
    {
      kind: "session.created",
      at: first?.at ?? Date.now(),
      data: {
        ...created,
        imported: {
          sourceId: file.session.id,
          exportedAt: file.exportedAt,
          missingServers: missing,
        },
      },
      ...(first?.redacted ? { redacted: true as const } : {}),
    },
    ...rest.map(
      (event) =>
        ({
          kind: event.kind,
          data: event.data,
          at: event.at,
          ...(event.redacted ? { redacted: true as const } : {}),
        }) as NewEvent,
    ),
  ];
  try {
    store.appendMany(session.id, events);
  } catch (error) {
    store.deleteSession(session.id);
    throw error;
  }
  store.renameSession(session.id, file.session.title);
  if (missing.length === 0) keepServerConfigs(session.id, present);
  return { id: session.id, readOnly: missing.length > 0, missingServers: missing };
}
