import type { DialectId, EventPayloads } from "@/lib/events/types";
import type { ServerListItem } from "@/lib/mcp/server-config";

/** The choice a person makes for a pending action. */
export type { DecisionInput } from "@/lib/loop/decision-input";
/** Whose tools a default prompt describes (`POST /api/dialects/:dialect/system-prompt`). */
export type { PromptServers } from "@/lib/loop/default-system-prompt";
/** What `POST /api/sessions/:id/step` answers when the turn pauses. */
export type { StepResult } from "@/lib/loop/run-turn";
/** One row of the session list (`GET /api/sessions`). */
export type { SessionListPage, SessionSummary } from "@/lib/loop/session-list";
/** A session without its events, as `GET /api/sessions/:id?events=none` returns it. */
/** What a duplicate changes of the session it copies (`POST /api/sessions/:id/duplicate`). */
export type {
  DuplicateSessionInput,
  SessionOverview as SessionSnapshot,
} from "@/lib/loop/session-service";
/** Where a session stands. */
export type { SessionStatus } from "@/lib/loop/session-state";
/** A model the playground can pick (`GET /api/models`). */
export type { ModelListing as ModelOption } from "@/lib/models/catalogue";

/** What `POST /api/sessions/:id/decision` answers. */
export interface DecisionResult {
  turn: number;
  observation: Pick<EventPayloads["observation"], "source" | "text" | "isError">;
}

/** The settings a new session starts from. */
export interface NewSessionInput {
  task: string;
  model: string;
  dialect: DialectId;
  /** Left out: Loupe renders the dialect's default prompt for the session's servers. */
  systemPrompt?: string;
  /** Inline configurations and `{ id }` of listed servers; left out: the demo weather server. */
  servers?: ServerListItem[];
}

/** What the session list asks for: a search, a page size, and where the last page ended. */
export interface SessionListQuery {
  q?: string;
  limit?: number;
  before?: string;
}
