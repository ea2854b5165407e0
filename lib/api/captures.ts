// The capture API's shapes (docs/api.md): what `/api/captures/**` takes and answers, as both the
// routes and the Captures page read them.
import type { CaptureFormat } from "@/lib/captures/capture-format";
import type { DialectId, EventPayloads, LoupeEvent, ParsedAction } from "@/lib/events/types";
import type { AssembledAnswer, ModelUsage } from "@/lib/llm/model-part";
import type { MessageChange } from "@/lib/llm/request-changes";

/** What the import form sends to `POST /api/captures/import`. */
export interface CaptureImportInput {
  format: CaptureFormat;
  /** The stream as pasted or read from the file, byte for byte. */
  raw: string;
  /** The request as logged: its body text, or the body as JSON. */
  request?: string | Record<string, unknown>;
  dialect?: DialectId;
}

/** What `POST /api/captures/:id/session` takes: the model the new session steps with. */
export interface OpenCaptureInput {
  model: string;
}

/** A proxied exchange as `GET /api/captures/:id` shows it: its HTTP side, headers redacted. */
export type CaptureExchange = Omit<EventPayloads["capture.exchange"], "source"> & {
  requestHeaders: Record<string, string>;
  /** Empty when no upstream answered. */
  responseHeaders: Record<string, string>;
};

/** What `GET /api/captures/:id` answers (`?events=none`: without `events`). */
export interface CaptureView {
  id: string;
  source: CaptureSource;
  /** The proxy's upstream name; null for an import. */
  upstream: string | null;
  /** The proxied exchange; null for an import, and while a proxied exchange still streams. */
  exchange: CaptureExchange | null;
  /** True while a proxied exchange still streams: `assembled` holds nothing yet. */
  streaming: boolean;
  /**
   * The request as imported: its JSON when it was JSON (and nests at most `MAX_JSON_DEPTH`), else
   * its text; null when none was given.
   */
  request: unknown;
  /** The answer as the replay assembled it, error included. */
  assembled: AssembledAnswer;
  /** Every event of the capture, as a live turn records them. */
  events: LoupeEvent[];
  /**
   * Every action of the answer, in order: a proxied capture's text actions in the dialect its
   * request's prompt asks for, then its native tool calls; an import's, what its dialect reads.
   */
  actions: ParsedAction[];
  /** What the request is made of; null when it is no model request Loupe can read. */
  anatomy: PromptAnatomy | null;
  /**
   * Where the capture stands in its agent's conversation; null for an import, and for a proxied
   * request with no session header that is no model request Loupe reads.
   */
  conversation: CaptureConversation | null;
  /** What the request added to the previous one of its conversation; null for the first. */
  diff: RequestDiff | null;
}

/** One section of a system prompt: a heading or a top-level XML-ish tag, and its size. */
export interface PromptSection {
  title: string;
  characters: number;
  /** Estimated as for a playground prompt. */
  tokens: number;
}

/** How a captured request is made up: what its system prompt, tools and messages weigh. */
export interface PromptAnatomy {
  systemPrompt: { characters: number; tokens: number; sections: PromptSection[] };
  /** Every function the request offers, with the size of its definition as sent. */
  tools: Array<{ name: string; characters: number }>;
  /** Every message but the system prompt, in order. */
  messages: Array<{ role: string; characters: number }>;
}

/** Where a capture stands in its agent's conversation. */
export interface CaptureConversation {
  /** The agent's session header's value, else the id of the conversation's first capture. */
  id: string;
  /** How it was grouped: by a session header (`x-claude-code-session-id`, …) or a shared prefix. */
  by: "header" | "prefix";
  /** The capture's place in the conversation, from 1. */
  turn: number;
  /** The conversation's capture before this one; null for its first. */
  previousId: string | null;
}

/** What a request changed against the previous request of its conversation. */
export interface RequestDiff {
  previousId: string;
  systemPromptChanged: boolean;
  /** The system prompt before and now, when it changed; null when it is the same. */
  systemPrompt: { before: string; after: string } | null;
  /** Functions offered now and not before, the other way round, and those redefined, by name. */
  toolsAdded: string[];
  toolsRemoved: string[];
  toolsChanged: string[];
  /** Both requests' messages aligned, in this one's order: runs in common counted, the rest whole. */
  messages: MessageChange[];
  /** Messages both requests begin with, the same. */
  commonMessages: number;
  /** Messages of the previous request after the common ones: what the agent rewrote or dropped. */
  removedMessages: number;
  /** This request's messages after the common ones: what the agent appended this turn. */
  addedMessages: Array<{ role: string; text: string }>;
}

/** Where a capture came from: the logging proxy, or a pasted raw stream. */
export type CaptureSource = "proxy" | "import";

/** One row of `GET /api/captures`; what an imported capture does not know is null. */
export interface CaptureListItem {
  id: string;
  source: CaptureSource;
  upstream: string | null;
  method: string | null;
  /** The path after `/api/proxy/<upstream>`, with the query. */
  path: string | null;
  /** The answer's status; null while a proxied exchange still streams. */
  status: number | null;
  model: string;
  userAgent: string | null;
  /** When the request arrived (an import: when it was imported), ms since the Unix epoch. */
  startedAt: number;
  ttfbMs: number | null;
  durationMs: number | null;
  requestBytes: number | null;
  /** The answer's bytes: those recorded so far while a proxied exchange streams; null for an import. */
  responseBytes: number | null;
  usage: ModelUsage | null;
  /** The agent conversation it belongs to (`CaptureConversation.id`); null when none (an import). */
  conversationId: string | null;
}

/** What `GET /api/captures` answers: newest first, and the cursor of the next page when more follow. */
export interface CaptureList {
  captures: CaptureListItem[];
  nextBefore?: string;
}

/**
 * One message of `GET /api/captures/events` (SSE): `capture` when a capture opens, as it
 * streams (at most a few times a second) and when it ends, with its list row as it is then;
 * `deleted` when one is removed.
 */
export type CaptureFeedEvent =
  | { type: "capture"; capture: CaptureListItem }
  | { type: "deleted"; id: string };

/** The formats `GET /api/captures/export?format=` writes: HAR 1.2, or one capture a line. */
export type CaptureExportFormat = "har" | "jsonl";

/**
 * One line of `GET /api/captures/export?format=jsonl`: the capture as `GET /api/captures/:id
 * ?events=none` answers it, with its bodies as recorded (up to the capture limit).
 */
export type CaptureExportLine = Omit<CaptureView, "events"> & {
  /** The request body as recorded; "" when there was none. */
  requestBody: string;
  /** The answer's bytes as recorded: UTF-8 text, or base64 when `responseBodyEncoding` says so. */
  responseBody: string;
  responseBodyEncoding?: "base64";
};
