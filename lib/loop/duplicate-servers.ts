import "server-only";
import { isDeepStrictEqual } from "node:util";
import { redactServerSecrets } from "@/lib/mcp/redact-server-configs";
import { isServerReference, type ServerConfig, type ServerListItem } from "@/lib/mcp/server-config";

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
    if (isServerReference(item) || item.transport === "demo") return item;
    if (!recorded.some((server) => server.name === item.name)) return item;
    const kept = sourceServers().find(
      (server) => server.name === item.name && isDeepStrictEqual(redactServerSecrets(server), item),
    );
    return kept ?? item;
  });
}
