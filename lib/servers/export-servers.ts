import type { ListedServer } from "@/lib/api/servers";
import { transportOf } from "@/lib/mcp/transports/index";
import { redactListedServer } from "@/lib/servers/server-secrets";

/** The file forms an export writes: `mcpServers` (Claude Desktop, Cursor, Cline, `.mcp.json`) or VS Code's `servers`. */
export const EXPORT_FORMATS = ["mcpServers", "vscode"] as const;

/** One of {@link EXPORT_FORMATS}. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

function entryOf(server: ListedServer, format: ExportFormat): Record<string, unknown> {
  const { listing } = transportOf(server);
  if (!listing) throw new Error(`a ${server.transport} server cannot be listed`);
  return listing.clientEntry(server, format);
}

/**
 * The list as a client's config file, safe to share: secret header and env values (marked ones
 * included) `[redacted]`, a password in a url `redacted`. Timeouts and the secret marks are
 * Loupe's own and are left out.
 */
export function exportServers(
  servers: readonly ListedServer[],
  format: ExportFormat,
): Record<string, Record<string, Record<string, unknown>>> {
  const entries = Object.fromEntries(
    servers.map((server) => [server.name, entryOf(redactListedServer(server), format)]),
  );
  return format === "vscode" ? { servers: entries } : { mcpServers: entries };
}
