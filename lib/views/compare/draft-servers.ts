import { isServerReference, type ServerConfig, type ServerListItem } from "@/lib/mcp/server-config";
import { selectionFromIds } from "@/lib/views/playground/setup/session-servers";

/**
 * A draft's servers as the server picker takes them: its inline configurations (offered as the
 * copied run's, the way the playground offers a past run's) and the picker keys of the listed
 * servers it names by id. Undefined servers: the demo server alone, the picker's default.
 */
export function draftServerChoice(servers: readonly ServerListItem[] | undefined): {
  inline: ServerConfig[] | undefined;
  listedKeys: string[];
} {
  if (servers === undefined) return { inline: undefined, listedKeys: [] };
  const inline = servers.filter((server): server is ServerConfig => !isServerReference(server));
  const ids = servers.flatMap((server) => (isServerReference(server) ? [server.id] : []));
  return { inline, listedKeys: selectionFromIds(ids) };
}
