import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { DefaultPrompt, PromptServers } from "@/lib/api/sessions";
import { dialectFor } from "@/lib/dialects";
import type { DialectServer } from "@/lib/dialects/dialect";
import { LoupeError } from "@/lib/errors";
import type { DialectId } from "@/lib/events/types";
import type { ModelTool } from "@/lib/llm/model-request";
import { toDialectServer } from "@/lib/loop/dialect-server";
import { serversCopiedFrom } from "@/lib/loop/duplicate-servers";
import { readSessionState } from "@/lib/loop/session-state-reader";
import { DEFAULT_SERVERS } from "@/lib/mcp/server-config";
import { describeServers } from "@/lib/mcp/server-set";
import { runtimeSlot } from "@/lib/runtime";
import { registerServerSecrets } from "@/lib/security/register-server-secrets";
import { getServerStore } from "@/lib/servers";
import { resolveServerReferences } from "@/lib/servers/resolve-server-references";
import { type EventStore, getEventStore, isPlaygroundSession } from "@/lib/store";

/**
 * A dialect's default system prompt for the default servers (the demo weather server), rendered
 * from what the server really lists, with that catalogue (what the prompt's placeholders are
 * filled from). The server is asked once per process: it never changes.
 */
export async function defaultSystemPrompt(dialect: DialectId): Promise<DefaultPrompt> {
  return rendered(dialect, await defaultCatalog());
}

function rendered(
  dialect: DialectId,
  catalog: DialectServer[],
  tools?: readonly ModelTool[],
): DefaultPrompt {
  return { systemPrompt: dialectFor(dialect).renderSystemPrompt(catalog, tools), catalog };
}

/**
 * The default prompt a session would get for these servers, rendered as `createSession` renders
 * it: from what they list when connected now (a server that cannot be reached fails, as a start
 * would), or from the tools a session recorded when it started; a session's captured tools (which
 * a copy keeps) are listed as `createSession` lists them. Listed servers are named by id. The
 * catalogue comes with it, for the editor's preview of the placeholders.
 */
export async function defaultSystemPromptFor(
  dialect: DialectId,
  input: PromptServers,
  store: EventStore = getEventStore(),
): Promise<DefaultPrompt> {
  const source = input.session === undefined ? undefined : sessionState(input.session, store);
  if (input.servers === undefined) {
    return rendered(dialect, source?.catalog ?? [], source?.tools);
  }
  const items =
    source && input.session !== undefined
      ? serversCopiedFrom(input.session, source.servers, input.servers)
      : input.servers;
  const servers = resolveServerReferences(items, getServerStore);
  registerServerSecrets(servers);
  const catalog = isDeepStrictEqual(servers, DEFAULT_SERVERS)
    ? await defaultCatalog()
    : (await describeServers(servers)).map(toDialectServer);
  return rendered(dialect, catalog, source?.tools);
}

function sessionState(id: string, store: EventStore) {
  if (!isPlaygroundSession(store.getSession(id))) {
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
  }
  return readSessionState(id, store);
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
