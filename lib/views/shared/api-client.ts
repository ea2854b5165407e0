import type { ModelListing } from "@/lib/api/models";
import type { ImportedSession } from "@/lib/api/session-file";
import type {
  ContinueResult,
  CreateSessionInput,
  DecisionInput,
  DecisionResult,
  DefaultPrompt,
  DuplicateSessionInput,
  ForkSessionInput,
  PromptServers,
  RunStarted,
  SessionListPage,
  SessionListQuery,
  SessionOverview,
  SessionTree,
  StepResult,
  StopResult,
} from "@/lib/api/sessions";
import { errorMessage } from "@/lib/errors";
import type { PromptVersion } from "@/lib/events/session-state";
import type { DialectId, LoupeEvent } from "@/lib/events/types";

/** An error answered by Loupe's API (`{ error: { code, message } }`) or met on the way to it. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
  }
}

/**
 * Whether Loupe refused the call for want of a valid token (a restart with a new token, an
 * expired cookie): the page then asks `/api/auth` again and shows how to reconnect.
 */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The part of `fetch` the client needs, so tests can pass a fake. */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** Calls one JSON endpoint; resolves with the body (undefined for a 204), rejects with an `ApiError`. */
export async function requestJson<Result>(
  fetcher: Fetcher,
  path: string,
  init: { method?: string; body?: unknown; text?: string } = {},
): Promise<Result> {
  let response: Response;
  try {
    response = await fetcher(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      cache: "no-store",
      // Every write says JSON, a bodiless POST too: Loupe refuses any other (see json-content-type).
      headers:
        (init.method ?? "GET") === "GET" ? undefined : { "content-type": "application/json" },
      body: init.text ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  } catch (error) {
    const reason = errorMessage(error);
    throw new ApiError(
      "network:unreachable",
      `Could not reach Loupe (${reason}). Is it still running?`,
      0,
    );
  }
  const text = await response.text();
  if (response.status === 204) return undefined as Result;
  const body = parseJson(text);
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    throw new ApiError(
      typeof error?.code === "string" ? error.code : `http:${response.status}`,
      typeof error?.message === "string"
        ? error.message
        : `${init.method ?? "GET"} ${path} answered ${response.status} ${response.statusText}`.trim(),
      response.status,
    );
  }
  if (body === undefined) {
    throw new ApiError("response:invalid", `${path} did not answer JSON`, response.status);
  }
  return body as Result;
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Typed calls to the playground's API routes. */
export function createApiClient(fetcher: Fetcher) {
  const session = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;
  return {
    auth: () => requestJson<{ authenticated: boolean }>(fetcher, "/api/auth"),
    models: () => requestJson<{ models: ModelListing[] }>(fetcher, "/api/models"),
    defaultSystemPrompt: (dialect: DialectId) =>
      requestJson<DefaultPrompt>(
        fetcher,
        `/api/dialects/${encodeURIComponent(dialect)}/system-prompt`,
      ),
    /** The default prompt for chosen servers, or for a session's recorded tools, before a run. */
    renderSystemPrompt: (dialect: DialectId, input: PromptServers) =>
      requestJson<DefaultPrompt>(
        fetcher,
        `/api/dialects/${encodeURIComponent(dialect)}/system-prompt`,
        { method: "POST", body: input },
      ),
    /** A prompt's tokens as the model's provider counts them (Anthropic's count_tokens). */
    countTokens: (model: string, systemPrompt: string) =>
      requestJson<{ tokens: number; counter: "anthropic" }>(fetcher, "/api/models/count-tokens", {
        method: "POST",
        body: { model, systemPrompt },
      }),
    savePromptVersion: (id: string, body: { name: string; text: string; dialect?: DialectId }) =>
      requestJson<{ version: PromptVersion }>(fetcher, `${session(id)}/prompt-versions`, {
        method: "POST",
        body,
      }),
    createSession: (input: CreateSessionInput) =>
      requestJson<{ id: string }>(fetcher, "/api/sessions", { method: "POST", body: input }),
    listSessions: (query: SessionListQuery = {}) =>
      requestJson<SessionListPage>(fetcher, `/api/sessions${listSearch(query)}`),
    /** The session without its events: the page follows them on the event stream. */
    getSession: (id: string) => requestJson<SessionOverview>(fetcher, `${session(id)}?events=none`),
    turnRaw: (id: string, turn: number) =>
      requestJson<{ turn: number; events: LoupeEvent[] }>(
        fetcher,
        `${session(id)}/turns/${turn}/raw`,
      ),
    renameSession: (id: string, title: string) =>
      requestJson<{ ok: true }>(fetcher, session(id), { method: "PATCH", body: { title } }),
    deleteSession: (id: string) =>
      requestJson<undefined>(fetcher, session(id), { method: "DELETE" }),
    duplicateSession: (id: string, input: DuplicateSessionInput = {}) =>
      requestJson<{ id: string }>(fetcher, `${session(id)}/duplicate`, {
        method: "POST",
        body: input,
      }),
    /** A session file's text (`GET /api/sessions/:id/export`) as a new session; the server checks it. */
    importSession: (fileText: string) =>
      requestJson<ImportedSession>(fetcher, "/api/sessions/import", {
        method: "POST",
        text: fileText,
      }),
    /** Forks the session at the end of a turn, with at most one change (docs/api.md). */
    forkSession: (id: string, input: ForkSessionInput) =>
      requestJson<{ id: string }>(fetcher, `${session(id)}/fork`, { method: "POST", body: input }),
    /** The tree of forks the session belongs to. */
    sessionTree: (id: string) => requestJson<SessionTree>(fetcher, `${session(id)}/tree`),
    step: (id: string) =>
      requestJson<StepResult>(fetcher, `${session(id)}/step`, { method: "POST", body: {} }),
    /** Starts a run on the server; the event stream shows it. */
    run: (id: string, maxTurns?: number) =>
      requestJson<RunStarted>(fetcher, `${session(id)}/run`, {
        method: "POST",
        body: maxTurns === undefined ? {} : { maxTurns },
      }),
    stop: (id: string) =>
      requestJson<StopResult>(fetcher, `${session(id)}/stop`, { method: "POST", body: {} }),
    setAutoApprove: (id: string, tools: string[]) =>
      requestJson<{ autoApprove: string[] }>(fetcher, `${session(id)}/auto-approve`, {
        method: "PUT",
        body: { tools },
      }),
    /** Feedback after the final answer; the run goes on from it. */
    sendFeedback: (id: string, text: string) =>
      requestJson<ContinueResult>(fetcher, `${session(id)}/messages`, {
        method: "POST",
        body: { text },
      }),
    decide: (id: string, input: DecisionInput) =>
      requestJson<DecisionResult>(fetcher, `${session(id)}/decision`, {
        method: "POST",
        body: input,
      }),
    editMessage: (id: string, index: number, content: string) =>
      requestJson<{ ok: true }>(fetcher, `${session(id)}/messages/${index}`, {
        method: "PATCH",
        body: { content },
      }),
    editSystemPrompt: (id: string, systemPrompt: string) =>
      requestJson<unknown>(fetcher, session(id), { method: "PATCH", body: { systemPrompt } }),
  };
}

/** The query string of a paged list (`?q=&limit=&before=`): the session list's, the comparisons'. */
export function listSearch(query: SessionListQuery): string {
  const search = new URLSearchParams();
  const q = query.q?.trim();
  if (q) search.set("q", q);
  if (query.limit !== undefined) search.set("limit", String(query.limit));
  if (query.before) search.set("before", query.before);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The API client type the hooks share. */
export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The session's event stream URL, resuming after `after` when given. Older turns come without
 * their raw exchange (`raw=latest`): the lanes load an earlier turn's with `turnRaw`.
 */
export function sessionEventsUrl(id: string, after = 0): string {
  const resume = after > 0 ? `&after=${after}` : "";
  return `/api/sessions/${encodeURIComponent(id)}/events?raw=latest${resume}`;
}
