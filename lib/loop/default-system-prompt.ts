import "server-only";
import { dialectFor } from "@/lib/dialects";
import type { DialectServer } from "@/lib/dialects/dialect";
import type { DialectId } from "@/lib/events/types";
import { toDialectServer } from "@/lib/loop/dialect-server";
import { DEFAULT_SERVERS } from "@/lib/mcp/server-config";
import { describeServers } from "@/lib/mcp/server-set";
import { runtimeSlot } from "@/lib/runtime";

/**
 * A dialect's default system prompt for the default servers (the demo weather server), rendered
 * from what the server really lists. The server is asked once per process: it never changes.
 */
export async function defaultSystemPrompt(dialect: DialectId): Promise<string> {
  return dialectFor(dialect).renderSystemPrompt(await defaultCatalog());
}

function defaultCatalog(): Promise<DialectServer[]> {
  const cached = runtimeSlot<{ catalog?: Promise<DialectServer[]> }>("default-catalog", () => ({}));
  if (!cached.catalog) {
    cached.catalog = describeServers(DEFAULT_SERVERS).then((servers) =>
      servers.map(toDialectServer),
    );
    cached.catalog.catch(() => {
      cached.catalog = undefined;
    });
  }
  return cached.catalog;
}
