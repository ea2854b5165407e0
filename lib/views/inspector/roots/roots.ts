import type { TrafficMessage } from "@/lib/api/inspector";
import type { InspectorRoot } from "@/lib/views/inspector/api";
import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

/** What `PUT /api/servers/:id/roots` answers: the list kept, and whether the server was told. */
export interface ReplacedRoots {
  roots: InspectorRoot[];
  /** True when a connection was open and `notifications/roots/list_changed` went out. */
  notified: boolean;
}

/** The roots calls of the Roots tab: what the inspector offers a server, and replacing it. */
export function createInspectorRootsApi(fetcher: Fetcher) {
  const roots = (id: string) => `/api/servers/${encodeURIComponent(id)}/roots`;
  return {
    roots: (id: string) => requestJson<{ roots: InspectorRoot[] }>(fetcher, roots(id)),
    replaceRoots: (id: string, list: InspectorRoot[]) =>
      requestJson<ReplacedRoots>(fetcher, roots(id), { method: "PUT", body: { roots: list } }),
  };
}

/** The client type the Roots tab uses. */
export type InspectorRootsApi = ReturnType<typeof createInspectorRootsApi>;

/** The client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserInspectorRootsApi = createInspectorRootsApi((input, init) =>
  globalThis.fetch(input, init),
);

/** One row of the editable list: the text as typed, and a key that stays while it is edited. */
export interface RootDraft {
  key: number;
  uri: string;
  name: string;
}

/** Longest root URI and name the API takes. */
const MAX_URI_CHARS = 4_096;
const MAX_NAME_CHARS = 256;

/** Why a typed root URI cannot be offered, or null when it can. */
export function rootUriProblem(uri: string): string | null {
  const text = uri.trim();
  if (text === "") return "Type a URI, e.g. file:///home/me/project, or remove the row.";
  if (!text.startsWith("file://")) {
    return `A root is a file:// URI (e.g. file:///home/me/project); "${text.slice(0, 40)}" is not.`;
  }
  if (text.length > MAX_URI_CHARS) return `A root's URI has at most ${MAX_URI_CHARS} characters.`;
  return null;
}

/** Why a typed root name cannot be offered, or null when it can. */
export function rootNameProblem(name: string): string | null {
  return name.trim().length > MAX_NAME_CHARS
    ? `A root's name has at most ${MAX_NAME_CHARS} characters.`
    : null;
}

/** The rows for a list of roots, keyed from `firstKey` on. */
export function draftsFromRoots(roots: readonly InspectorRoot[], firstKey = 0): RootDraft[] {
  return roots.map((root, index) => ({
    key: firstKey + index,
    uri: root.uri,
    name: root.name ?? "",
  }));
}

/**
 * The roots the rows say, trimmed and without an empty name, or the problems of the rows that
 * cannot be sent (by row key).
 */
export function rootsFromDrafts(
  drafts: readonly RootDraft[],
): { roots: InspectorRoot[]; problems: null } | { roots: null; problems: Map<number, string> } {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  const roots: InspectorRoot[] = [];
  for (const draft of drafts) {
    const uri = draft.uri.trim();
    const name = draft.name.trim();
    const problem =
      rootUriProblem(uri) ??
      rootNameProblem(name) ??
      (seen.has(uri) ? "This URI is already in the list." : null);
    seen.add(uri);
    if (problem) problems.set(draft.key, problem);
    else roots.push(name === "" ? { uri } : { uri, name });
  }
  return problems.size > 0 ? { roots: null, problems } : { roots, problems: null };
}

/** Whether the rows say something else than the saved roots (order counts: it is sent as is). */
export function rootsChanged(
  drafts: readonly RootDraft[],
  saved: readonly InspectorRoot[],
): boolean {
  if (drafts.length !== saved.length) return true;
  return drafts.some((draft, index) => {
    const root = saved[index];
    return (
      root === undefined || draft.uri.trim() !== root.uri || draft.name.trim() !== (root.name ?? "")
    );
  });
}

/** One moment of the roots conversation: the server asking, or Loupe telling it the list changed. */
export type RootsExchange =
  | {
      kind: "request";
      seq: number;
      at: number;
      /** The roots Loupe answered with; undefined while unanswered or when it answered an error. */
      answer?: InspectorRoot[];
      error?: string;
      latencyMs?: number;
    }
  | { kind: "list-changed"; seq: number; at: number };

/**
 * The server's `roots/list` requests, each with Loupe's answer, and each
 * `notifications/roots/list_changed` Loupe sent, oldest first, from a server's traffic.
 */
export function rootsExchanges(messages: readonly TrafficMessage[]): RootsExchange[] {
  const exchanges: RootsExchange[] = [];
  const open = new Map<string, Extract<RootsExchange, { kind: "request" }>>();
  for (const item of messages) {
    const message = asRecord(item.message);
    if (!message) continue;
    if (item.direction === "in" && message.method === "roots/list" && "id" in message) {
      const exchange: RootsExchange = { kind: "request", seq: item.seq, at: item.at };
      exchanges.push(exchange);
      open.set(String(message.id), exchange);
    } else if (item.direction === "out" && message.method === "notifications/roots/list_changed") {
      exchanges.push({ kind: "list-changed", seq: item.seq, at: item.at });
    } else if (item.direction === "out" && !("method" in message) && "id" in message) {
      const exchange = open.get(String(message.id));
      if (!exchange) continue;
      open.delete(String(message.id));
      if (item.latencyMs !== undefined) exchange.latencyMs = item.latencyMs;
      const result = asRecord(message.result);
      const error = asRecord(message.error);
      if (result && Array.isArray(result.roots)) exchange.answer = result.roots as InspectorRoot[];
      else if (error) exchange.error = String(error.message ?? "error");
    }
  }
  return exchanges;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
