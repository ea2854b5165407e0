import "server-only";
import type { ComparisonDraft, ComparisonSource } from "@/lib/api/comparisons";
import type { CreateSessionInput } from "@/lib/api/sessions";
import { captureSessionInput } from "@/lib/captures/capture-session-input";
import { captureSessionStart } from "@/lib/captures/capture-session-start";
import type { SessionStart } from "@/lib/captures/session-from-request";
import { dialectFor } from "@/lib/dialects";
import { LoupeError } from "@/lib/errors";
import type { SessionState } from "@/lib/events/session-state";
import type { DialectId } from "@/lib/events/types";
import type { HistoryMessage } from "@/lib/llm/model-request";
import { serversCopiedFrom } from "@/lib/loop/duplicate-servers";
import { serversHere } from "@/lib/loop/session-fork";
import { readSessionState } from "@/lib/loop/session-state-reader";
import type { ServerListItem } from "@/lib/mcp/server-config";
import { type EventStore, isPlaygroundSession } from "@/lib/store";

/**
 * What a comparison's columns start from when it names a source: a session as it began (its
 * task, its starting history, its prompt, servers, dialect, params and captured tools), or a
 * captured request read as Open in playground reads it.
 */
export type ComparisonStart =
  | {
      kind: "session";
      from: { session: string };
      state: SessionState;
      /** The conversation it began from (a captured request's), when it began from one. */
      startingHistory?: HistoryMessage[];
    }
  | { kind: "capture"; from: { capture: string }; captured: SessionStart; model: string | null };

/** What the body of `POST /api/comparisons` says for every column, and the column's own. */
export interface ColumnSetup {
  task: string;
  servers?: ServerListItem[];
  systemPrompt?: string;
  column: { model: string; dialect: DialectId; systemPrompt?: string };
}

/**
 * Reads a comparison's source: 404 `session:not_found` for no such session (a capture or a
 * comparison is none), `capture:not_found` for no such capture, `request:invalid` for a capture
 * whose request Loupe cannot read.
 */
export function readComparisonStart(from: ComparisonSource, store: EventStore): ComparisonStart {
  if ("session" in from) {
    if (!isPlaygroundSession(store.getSession(from.session))) {
      throw new LoupeError("session:not_found", `No session with id "${from.session}".`);
    }
    const created = store.eventsOfKinds(from.session, ["session.created"])[0];
    return {
      kind: "session",
      from,
      state: readSessionState(from.session, store),
      ...(created?.kind === "session.created" && created.data.history
        ? { startingHistory: created.data.history }
        : {}),
    };
  }
  const captured = captureSessionStart(store, from.capture);
  const model = store.getSession(from.capture)?.model ?? "";
  return { kind: "capture", from, captured, model: model === "" ? null : model };
}

/** `GET /api/comparisons/draft`: what the Compare page's setup starts with for this source. */
export function comparisonDraft(start: ComparisonStart): ComparisonDraft {
  if (start.kind === "capture") {
    const { captured } = start;
    return {
      from: start.from,
      task: captured.task,
      servers: [],
      dialect: captured.dialect,
      ...(captured.systemPrompt === undefined ? {} : { systemPrompt: captured.systemPrompt }),
      models: start.model === null ? [] : [start.model],
    };
  }
  const { state } = start;
  const prompt = ownPrompt(state);
  return {
    from: start.from,
    task: state.task,
    servers: serversHere(state) ?? state.servers,
    dialect: state.dialect,
    ...(prompt === undefined ? {} : { systemPrompt: prompt }),
    models: [state.model],
  };
}

/**
 * The session one column opens, started from the source, with its model and its dialect; what
 * the body sets wins over the source's. A session source: its task (and, kept with it, the
 * history it began from), its servers that are here (secrets given back), params and captured
 * tools; its prompt when it is its own (not its dialect's default) and the column keeps its
 * dialect and servers, as Duplicate keeps it (sent as written when the session sends it so, also
 * when the body gives that same prompt back, as the draft offered it). A capture source: its session as Open in
 * playground opens it, in the column's dialect, its captured prompt in every column.
 */
export function columnSessionFromSource(
  start: ComparisonStart,
  setup: ColumnSetup,
): CreateSessionInput {
  const systemPrompt = setup.column.systemPrompt ?? setup.systemPrompt;
  if (start.kind === "capture") {
    return captureSessionInput(start.captured, setup.column.model, {
      dialect: setup.column.dialect,
      task: setup.task,
      ...(setup.servers ? { servers: setup.servers } : {}),
      ...(systemPrompt === undefined ? {} : { systemPrompt }),
    });
  }
  const { state, startingHistory } = start;
  const { task } = setup;
  const keepsPrompt =
    systemPrompt === undefined &&
    setup.servers === undefined &&
    setup.column.dialect === state.dialect;
  const prompt = keepsPrompt ? ownPrompt(state) : systemPrompt;
  return {
    task,
    model: setup.column.model,
    dialect: setup.column.dialect,
    servers: serversCopiedFrom(
      start.from.session,
      state.servers,
      setup.servers ?? serversHere(state),
    ),
    ...(prompt === undefined ? {} : { systemPrompt: prompt }),
    ...(state.literalSystemPrompt && prompt === state.systemPrompt
      ? { literalSystemPrompt: true }
      : {}),
    ...(state.params ? { params: state.params } : {}),
    ...(startingHistory && task === state.task ? { history: startingHistory } : {}),
    ...(state.tools.length > 0 ? { tools: state.tools } : {}),
  };
}

/** The source's task and dialect, which the body's own win over. */
export function sourceTaskAndDialect(start: ComparisonStart): { task: string; dialect: DialectId } {
  return start.kind === "capture" ? start.captured : start.state;
}

/** The session's system prompt when it is its own: not what its dialect renders by default. */
function ownPrompt(state: SessionState): string | undefined {
  const rendered = dialectFor(state.dialect).renderSystemPrompt(state.catalog, state.tools);
  return state.systemPrompt === rendered ? undefined : state.systemPrompt;
}
