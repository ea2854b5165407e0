// The capture API's shapes (docs/api.md): what `/api/captures/**` takes and answers, as both the
// routes and the Captures page read them.
import type { CaptureFormat } from "@/lib/captures/capture-format";
import type { DialectId, EventPayloads, LoupeEvent, ParsedAction } from "@/lib/events/types";
import type { AssembledAnswer, ModelUsage } from "@/lib/llm/model-part";

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
  /** Every action the capture's dialect reads in the answer, in order. */
  actions: ParsedAction[];
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
  responseBytes: number | null;
  usage: ModelUsage | null;
}

/** What `GET /api/captures` answers: newest first, and the cursor of the next page when more follow. */
export interface CaptureList {
  captures: CaptureListItem[];
  nextBefore?: string;
}
