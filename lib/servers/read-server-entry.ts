import type { ListedServerConfig } from "@/lib/api/servers";
import { listedServerConfigSchema } from "@/lib/api/servers";
import { fieldPath } from "@/lib/http/field-path";
import { isRecord } from "@/lib/mcp/transports/client-entry";
import { isTransportId, LISTED_TRANSPORT_LIST, TRANSPORTS } from "@/lib/mcp/transports/index";

/** What one entry of a config file gave: a configuration, or why it could not be read. */
export type ServerEntryReading =
  | { config: ListedServerConfig; warnings: string[] }
  | { reason: string };

/** How each client spells a transport in `type` (or Cline's older `transportType`). */
const transportByType = new Map<string, ListedServerConfig["transport"]>(
  LISTED_TRANSPORT_LIST.flatMap((transport) =>
    transport.listing.clientTypes.map((type) => [type, transport.id] as const),
  ),
);

function transportOf(entry: Record<string, unknown>): ListedServerConfig["transport"] | string {
  const type = entry.type ?? entry.transportType;
  if (typeof type === "string") return transportByType.get(type) ?? `unknown type "${type}"`;
  if (type !== undefined) return "type must be text";
  if (entry.command !== undefined) return "stdio";
  if (entry.url !== undefined || entry.serverUrl !== undefined) return "streamable-http";
  return "it has neither a command (stdio) nor a url (remote)";
}

/**
 * Reads one server of an `mcpServers` or VS Code `servers` map into a listed-server
 * configuration: stdio `command`/`args`/`env`/`cwd`, remote `type`/`url`/`headers` (a `url`
 * without `type` is Streamable HTTP). Fields Loupe does not use are ignored.
 */
export function readServerEntry(name: string, entry: unknown): ServerEntryReading {
  if (!isRecord(entry)) return { reason: "the entry is not an object" };
  const transport = transportOf(entry);
  const listing = isTransportId(transport) ? TRANSPORTS[transport].listing : undefined;
  if (listing === undefined) {
    return { reason: `${transport}; Loupe reads stdio, sse, http and streamable-http` };
  }
  const read = listing.readClientEntry(entry);
  if ("reason" in read) return read;
  const { warnings } = read;
  const candidate = { name, transport, ...read.fields };
  const parsed = listedServerConfigSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      reason: parsed.error.issues
        .map(
          (issue) => `${issue.path.length > 0 ? `${fieldPath(issue.path)}: ` : ""}${issue.message}`,
        )
        .join("; "),
    };
  }
  return { config: parsed.data, warnings };
}
