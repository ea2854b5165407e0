// The session API's shapes (docs/api.md): what its routes take and answer, as both the routes
// and the page read them.
import type { DialectServer } from "@/lib/dialects/dialect";
import type { SessionRun, SessionState, SessionStatus } from "@/lib/events/session-state";
import type {
  DialectId,
  EventPayloads,
  LoupeEvent,
  ParsedAction,
  SessionParent,
} from "@/lib/events/types";
import type { HistoryMessage, ModelParams, ModelTool } from "@/lib/llm/model-request";
import type { ServerListItem } from "@/lib/mcp/server-config";

/** A person's answer to a pending action (`POST /api/sessions/:id/decision`). */
export type DecisionInput =
  | { decision: "execute" }
  | { decision: "skip" }
  /** The observation typed instead of running the action. */
  | { decision: "mock"; observation: string }
  /** The parameters to execute instead of the parsed ones, by the dialect's parameter names. */
  | { decision: "edit"; params: Record<string, string> };

/** What a step answers once its turn pauses (the step route's response body). */
export interface StepResult {
  turn: number;
  /** `stopped`: a person stopped the turn mid-stream (`POST /api/sessions/:id/stop`). */
  status: "awaiting-decision" | "done" | "error" | "stopped";
  action?: ParsedAction;
  error?: { code: string; message: string };
}

/** One row of the session list (`GET /api/sessions`). */
export interface SessionSummary {
  id: string;
  /** The given title, else the task's first line. */
  title: string;
  task: string;
  model: string;
  dialect: DialectId;
  status: SessionStatus;
  /** Turns started so far. */
  turns: number;
  createdAt: number;
  updatedAt: number;
}

/** A page of the list, and the `before` cursor of the next page when more follow. */
export interface SessionListPage {
  sessions: SessionSummary[];
  nextBefore?: string;
}

/** A session's state without its events (`GET /api/sessions/:id?events=none`). */
export interface SessionOverview extends SessionState {
  id: string;
  /** The given title, else the task's first line. */
  title: string;
  createdAt: number;
  updatedAt: number;
  /** The seq of its last event: the page knows its stream has caught up once it holds it. */
  lastSeq: number;
}

/** Everything the page (or a script) needs to show a session; see docs/api.md. */
export interface SessionView extends SessionOverview {
  events: LoupeEvent[];
  /** With a page of events: the seq to ask after for the next page, when more follow. */
  nextAfter?: number;
}

/** What a duplicate changes of the session it copies; the rest is copied. */
export interface DuplicateSessionInput {
  task?: string;
  model?: string;
  dialect?: DialectId;
  systemPrompt?: string;
  title?: string;
  /** Other servers than the source's: inline configurations and `{ id }` of listed servers. */
  servers?: ServerListItem[];
}

/** A session's configuration as `POST /api/sessions` takes it (docs/architecture.md). */
export interface CreateSessionInput {
  task: string;
  model: string;
  dialect: DialectId;
  /** Left out: the demo weather server alone; `{ id }` names a listed server. */
  servers?: ServerListItem[];
  systemPrompt?: string;
  params?: ModelParams;
  stopAtFirstAction?: boolean;
  /**
   * True: the system prompt is sent exactly as written (a session opened from a capture): a
   * `{{date}}` or `{{tools}}` in it is text. Left out: Loupe fills the placeholders.
   */
  literalSystemPrompt?: boolean;
  /**
   * The conversation the session starts from (a captured request's messages): the first step
   * sends the system prompt and then these, and `task` only names the session.
   */
  history?: HistoryMessage[];
  /**
   * A captured request's functions (`native`: offered as functions; a text dialect's default
   * prompt lists them as the tools of `CAPTURED_TOOLS_SERVER`); no server runs them, so a
   * decision mocks or skips their calls.
   */
  tools?: ModelTool[];
  /** Actions that execute without waiting for a decision (`lib/api/auto-approve.ts`). */
  autoApprove?: string[];
}

/** Whose tools a default prompt describes: chosen servers, or a session's own (recorded) ones. */
export type PromptServers =
  /** `session`: the run these servers were copied from, whose secrets its inline servers keep. */
  { servers: ServerListItem[]; session?: string } | { session: string; servers?: undefined };

/**
 * What the prompt route answers: the dialect's default prompt for those servers, and their
 * catalogue, which the editor's preview fills the prompt's placeholders from.
 */
export interface DefaultPrompt {
  systemPrompt: string;
  catalog: DialectServer[];
}

/** What `POST /api/sessions/:id/decision` answers. */
export interface DecisionResult {
  turn: number;
  observation: Pick<EventPayloads["observation"], "source" | "text" | "isError">;
}

/** What `POST /api/sessions/:id/run` answers: the run, started. */
export interface RunStarted {
  run: SessionRun;
}

/** What `POST /api/sessions/:id/stop` answers once what it stopped has ended. */
export interface StopResult {
  stopped: "run" | "step";
  turn: number;
}

/** What `POST /api/sessions/:id/messages` answers: the turn it follows, and the run it started. */
export interface ContinueResult {
  turn: number;
  run?: SessionRun;
}

/** What the session list asks for: a search, a page size, and where the last page ended. */
export interface SessionListQuery {
  q?: string;
  limit?: number;
  before?: string;
}

/**
 * The one change a fork makes to the history it keeps: the system prompt, one message (0 is the
 * system prompt), the answer or the observation that ends the kept history (turn `turn`'s, found
 * by the server, so the page need not count messages), the model, or the dialect (its default
 * prompt rendered for the session's servers).
 */
export type ForkEdit =
  | { systemPrompt: string }
  | { message: { index: number; content: string } }
  | { answer: string }
  | { observation: string }
  | { model: string }
  | { dialect: DialectId };

/** Body of `POST /api/sessions/:id/fork`: the turn whose end the fork starts from, and a change. */
export interface ForkSessionInput {
  turn: number;
  edit?: ForkEdit;
  /** Other servers than the source's, as for a duplicate: how a read-only import is forked. */
  servers?: ServerListItem[];
}

/** One session of a branch tree, as `GET /api/sessions/:id/tree` lists it. */
export interface SessionTreeNode {
  id: string;
  title: string;
  /** The session and turn it was forked from; null when it is no fork (a root's may be deleted). */
  parent: SessionParent | null;
  model: string;
  dialect: DialectId;
  status: SessionStatus;
  /** Its latest turn. */
  turn: number;
  createdAt: number;
}

/** The tree of forks a session belongs to: its root first, then every descendant. */
export interface SessionTree {
  root: string;
  nodes: SessionTreeNode[];
}
