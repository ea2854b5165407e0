import "server-only";
import type { ListedServer } from "@/lib/api/servers";
import { LoupeError } from "@/lib/errors";
import { isServerReference, type ServerConfig, type ServerListItem } from "@/lib/mcp/server-config";
import { transportOf } from "@/lib/mcp/transports/index";
import type { ServerStore } from "@/lib/servers/server-store";

/**
 * A session's servers with each listed server named by id (`{ id }` or `{ id, name }`) replaced
 * by its stored configuration, secrets and timeouts included. An unknown id, or two servers ending up with one name, is `request:invalid`.
 * The list is opened only when an item names one, through `servers`.
 */
export function resolveServerReferences(
  items: readonly ServerListItem[],
  servers: () => ServerStore,
): ServerConfig[] {
  const resolved = items.map((item, index): ServerConfig => {
    if (!isServerReference(item)) return item;
    const listed = servers().get(item.id);
    if (!listed) {
      throw new LoupeError(
        "request:invalid",
        `servers.${index}: no listed server has id "${item.id}"; GET /api/servers lists them.`,
      );
    }
    return sessionConfigOf(listed, item.name ?? listed.name);
  });
  const seen = new Set<string>();
  for (const server of resolved) {
    if (seen.has(server.name)) {
      throw new LoupeError(
        "request:invalid",
        `Two of the session's servers are named "${server.name}"; give a listed server another name with { id, name }.`,
      );
    }
    seen.add(server.name);
  }
  return resolved;
}

/** A listed server as a session's server: its transport's fields and timeouts under `name`. */
function sessionConfigOf(listed: ListedServer, name: string): ServerConfig {
  const stored = listed as unknown as Record<string, unknown>;
  const fields = transportOf(listed).fields.flatMap((field) =>
    stored[field] === undefined ? [] : [[field, stored[field]] as const],
  );
  return {
    name,
    transport: listed.transport,
    ...Object.fromEntries(fields),
    ...(listed.timeouts ? { timeouts: listed.timeouts } : {}),
  } as ServerConfig;
}
