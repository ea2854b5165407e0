import "server-only";
import type { ServerImportResult } from "@/lib/api/servers";
import { LoupeError } from "@/lib/errors";
import { readServerConfigFile } from "@/lib/servers/read-server-config-file";
import type { ServerStore } from "@/lib/servers/server-store";

/**
 * Adds every server of a client's config file to the list, a name that is listed already
 * getting a suffix (`name-2`). When none can be read the answer is `request:invalid` naming
 * each and why, and nothing is added.
 */
export function importServers(file: unknown, store: ServerStore): ServerImportResult {
  const read = readServerConfigFile(file);
  if (read.servers.length === 0) {
    const reasons = read.skipped.map((server) => `"${server.name}": ${server.reason}`).join("; ");
    throw new LoupeError(
      "request:invalid",
      reasons
        ? `No server in the config could be read: ${reasons}.`
        : "The config lists no servers.",
    );
  }
  const added = store.createMany(read.servers);
  const renames = added.flatMap((server, index) => {
    const asked = read.servers[index]?.name;
    return asked !== undefined && asked !== server.name
      ? [{ name: asked, message: `listed as "${server.name}": "${asked}" is taken` }]
      : [];
  });
  return {
    ids: added.map((server) => server.id),
    added: added.map((server) => ({ id: server.id, name: server.name })),
    skipped: read.skipped,
    warnings: [...read.warnings, ...renames],
  };
}
