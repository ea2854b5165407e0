// The comparison API's shapes (docs/api.md): what its routes take and answer, as both the routes
// and the page read them.
import type {
  DecisionInput,
  DecisionResult,
  RunStarted,
  StepResult,
  StopResult,
} from "@/lib/api/sessions";
import type { HostActionKind } from "@/lib/dialects/host-action";
import type { SessionStatus } from "@/lib/events/session-state";
import type { ComparisonSource, DialectId } from "@/lib/events/types";
import type { ModelParams } from "@/lib/llm/model-request";
import type { ServerListItem } from "@/lib/mcp/server-config";

/** Fewest columns a comparison has. */
export const MIN_COMPARISON_COLUMNS = 2;
/** Most columns a comparison has. */
export const MAX_COMPARISON_COLUMNS = 8;

/** One column as `POST /api/comparisons` takes it: its model, and what it overrides. */
export interface ComparisonColumnInput {
  model: string;
  dialect?: DialectId;
  systemPrompt?: string;
  params?: ModelParams;
  label?: string;
}

export type { ComparisonSource } from "@/lib/events/types";

/** Body of `POST /api/comparisons`: what the columns share, and the columns. */
export interface CreateComparisonInput {
  /** Set: every column starts from this session or capture; what the body leaves out comes from it. */
  from?: ComparisonSource;
  /** Left out only with `from`: the source's task. */
  task?: string;
  /** Left out: the demo weather server alone; `{ id }` names a listed server. */
  servers?: ServerListItem[];
  /** Every column's dialect unless it names its own; left out: the source's, else the default. */
  dialect?: DialectId;
  /** Every column's system prompt unless it has its own; left out: each dialect's default. */
  systemPrompt?: string;
  columns: ComparisonColumnInput[];
}

/**
 * `GET /api/comparisons/draft?session=ID` or `?capture=ID`: what the Compare page's setup starts
 * with when a person chose Compare on a session or a capture.
 */
export interface ComparisonDraft {
  from: ComparisonSource;
  task: string;
  servers?: ServerListItem[];
  dialect: DialectId;
  /** The source's own prompt when it is not its dialect's default. */
  systemPrompt?: string;
  /** The models the source already used (the session's model, the capture's), to offer others beside. */
  models: string[];
}

/** What `POST /api/comparisons` answers: the comparison and its sessions, one per column. */
export interface ComparisonCreated {
  id: string;
  sessions: Array<{ id: string; column: number; model: string; dialect: DialectId; label: string }>;
}

/** What one column's action was in one turn, in the host's terms: enough to set columns side by side. */
export interface TurnAction {
  turn: number;
  kind: HostActionKind;
  /** The tool it called: `server.tool` for an MCP tool, the built-in tool's name for a file tool. */
  tool?: string;
  /** Its arguments as read (an MCP tool's, a file tool's). */
  arguments?: Record<string, unknown>;
  /** The dialect parser's reasons when the action is invalid. */
  errors?: string[];
}

/** How a column behaved inside the loop, measured from its session's log (`columnMetrics`). */
export interface ComparisonMetrics {
  /** Actions the dialect parser found invalid (a missing part, malformed JSON, a cut-off tag). */
  formatErrors: number;
  /** Actions the dialect read, valid or not. */
  actions: number;
  /** Calls per tool (`server.tool` for MCP tools, the built-in tool's name for file tools). */
  toolCalls: Record<string, number>;
  /** Turns started. */
  turns: number;
  /** The session reached its final answer. */
  finished: boolean;
  /** Time to the first token, per answered turn in order; null for a turn that had none. */
  ttftMs: Array<number | null>;
  /** The turns' time from start to end added up (a person's decisions not counted). */
  durationMs: number;
  /** Input tokens the provider reported over all turns; null when it reported none. */
  tokensIn: number | null;
  /** Output tokens over all turns (reported, else Loupe's estimate); null when none are known. */
  tokensOut: number | null;
  /** The cost the provider reported over all turns (OpenRouter's `usage.cost`); null when none did. */
  cost: number | null;
  /** The final answer; null until the session finishes. */
  answer: string | null;
  /** Each turn's action, in order, for the per-turn comparison (same tool? same arguments?). */
  turnActions: TurnAction[];
}

/** One column of `GET /api/comparisons/:id`; `status` as a session's, `deleted` once its session is gone. */
export interface ComparisonColumnView {
  column: number;
  sessionId: string;
  model: string;
  dialect: DialectId;
  label: string;
  status: SessionStatus | "deleted";
  /** The latest turn started. */
  turn: number;
  /** Null once its session is deleted. */
  metrics: ComparisonMetrics | null;
}

/** `GET /api/comparisons/:id`: the comparison and each column measured. */
export interface ComparisonView {
  id: string;
  task: string;
  dialect: DialectId;
  createdAt: number;
  /** The session or capture it started from; absent: it was set up from scratch. */
  from?: ComparisonSource;
  columns: ComparisonColumnView[];
}

/** One row of `GET /api/comparisons`. */
export interface ComparisonSummary {
  id: string;
  task: string;
  createdAt: number;
  columns: Array<{
    column: number;
    sessionId: string;
    model: string;
    dialect: DialectId;
    label: string;
  }>;
}

/** A page of comparisons, newest first, and the `before` cursor of the next page when more follow. */
export interface ComparisonListPage {
  comparisons: ComparisonSummary[];
  nextBefore?: string;
}

/**
 * What happened to one column of a comparison-wide command: its result, the error it alone
 * failed with, or why it was left out (`skipped`: it could not take the command, e.g. finished).
 */
export type ColumnOutcome<Result> = { column: number; sessionId: string } & (
  | { result: Result }
  | { error: { code: string; message: string } }
  | { skipped: string }
);

/** What `POST /api/comparisons/:id/step` answers: each column's step. */
export interface ComparisonStepResult {
  columns: Array<ColumnOutcome<StepResult>>;
}

/** What `POST /api/comparisons/:id/run` answers: each column's run, started. */
export interface ComparisonRunResult {
  columns: Array<ColumnOutcome<RunStarted>>;
}

/** What `POST /api/comparisons/:id/stop` answers: what was stopped in each column. */
export interface ComparisonStopResult {
  columns: Array<ColumnOutcome<StopResult>>;
}

/** Body of `POST /api/comparisons/:id/decision`: one decision, for every waiting column or those listed. */
export type ComparisonDecisionInput = DecisionInput & {
  /** Columns by number (0 is the first) or session id; left out: every column waiting. */
  columns?: Array<number | string>;
};

/** What `POST /api/comparisons/:id/decision` answers: each column's decision. */
export interface ComparisonDecisionResult {
  columns: Array<ColumnOutcome<DecisionResult>>;
}
