import "server-only";
import { isDeepStrictEqual } from "node:util";
import { serverConfigsToConnect } from "@/lib/loop/session-secrets";
import { redactServerSecrets } from "@/lib/mcp/redact-server-configs";
import { isServerReference, type ServerConfig, type ServerListItem } from "@/lib/mcp/server-config";
import { TRANSPORTS } from "@/lib/mcp/transports/index";

/**
 * The servers a duplicate asks for, with each inline server that is one of the source session's
 * servers as the browser saw it (secrets `[redacted]`) given back its kept configuration, secrets
 * included. `sourceServers` is called only when an inline item carries a source server's name.
 */
export function withSourceSecrets(
  items: readonly ServerListItem[],
  recorded: readonly ServerConfig[],
  sourceServers: () => readonly ServerConfig[],
): ServerListItem[] {
  return items.map((item) => {
    if (isServerReference(item) || TRANSPORTS[item.transport].builtIn) return item;
    if (!recorded.some((server) => server.name === item.name)) return item;
    const kept = sourceServers().find(
      (server) => server.name === item.name && isDeepStrictEqual(redactServerSecrets(server), item),
    );
    return kept ?? item;
  });
}

/**
 * The servers a run copied from session `sourceId` (whose recorded servers are `recorded`) starts
 * with: `items` with the source's secrets given back (see `withSourceSecrets`), or, when none are
 * given, the source's own servers, secrets included.
 */
export function serversCopiedFrom(
  sourceId: string,
  recorded: readonly ServerConfig[],
  items?: readonly ServerListItem[],
): ServerListItem[] {
  const sourceServers = () => serverConfigsToConnect(sourceId, recorded);
  return items ? withSourceSecrets(items, recorded, sourceServers) : sourceServers();
}
