import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";
import type { SessionCursor } from "@/lib/store/event-store";

/** Which captures a page holds. */
export interface CapturesPageOptions {
  /** A substring of the task (method, path, upstream) or the model, ASCII case ignored. */
  query?: string;
  source?: "proxy" | "import";
  upstream?: string;
  /** Only these captures (an export's `ids`, the live feed's one row). */
  ids?: readonly string[];
  /** Only the captures of this agent conversation (`capture.conversation`'s id). */
  conversation?: string;
  /**
   * Only failed proxied exchanges: an error status (400 and up), no upstream answering (status
   * 0), or an end without a status. An import replays as a 200 and is never one.
   */
  errors?: boolean;
  limit: number;
  before?: SessionCursor;
}

/** One capture as the list reads it: its row, and the JSON of its exchange and answer facts. */
export interface CaptureRow {
  id: string;
  createdAt: number;
  task: string;
  model: string;
  /** The `capture.exchange` data (a proxied capture that has ended), JSON. */
  exchange: string | null;
  /** The first `llm.response`'s status. */
  status: number | null;
  /** The first `llm.response`'s usage, JSON. */
  usage: string | null;
  /** The length of the first `llm.request`'s recorded body. */
  requestBodyLength: number | null;
  /** Bytes of the answer recorded so far: where the last `llm.chunk` ends. */
  streamedBytes: number | null;
  /** The id of the agent conversation its `capture.conversation` names. */
  conversationId: string | null;
}

const statements = new WeakMap<LoupeDatabase, ReturnType<LoupeDatabase["prepare"]>>();

const CAPTURES_PAGE = `
  SELECT s.id, s.created_at AS createdAt, s.task, s.model,
    (SELECT e.data FROM events e WHERE e.session_id = s.id AND e.kind = 'capture.exchange'
      LIMIT 1) AS exchange,
    (SELECT json_extract(e.data, '$.status') FROM events e
      WHERE e.session_id = s.id AND e.kind = 'llm.response' ORDER BY e.seq LIMIT 1) AS status,
    (SELECT json_extract(e.data, '$.assembled.usage') FROM events e
      WHERE e.session_id = s.id AND e.kind = 'llm.response' ORDER BY e.seq LIMIT 1) AS usage,
    (SELECT length(json_extract(e.data, '$.body')) FROM events e
      WHERE e.session_id = s.id AND e.kind = 'llm.request' ORDER BY e.seq LIMIT 1)
      AS requestBodyLength,
    (SELECT json_extract(e.data, '$.offset') + json_extract(e.data, '$.length') FROM events e
      WHERE e.session_id = s.id AND e.kind = 'llm.chunk' ORDER BY e.seq DESC LIMIT 1)
      AS streamedBytes,
    (SELECT json_extract(e.data, '$.id') FROM events e
      WHERE e.session_id = s.id AND e.kind = 'capture.conversation' LIMIT 1) AS conversationId
  FROM sessions s
  WHERE s.kind = 'capture'
    AND (@pattern IS NULL OR s.task LIKE @pattern ESCAPE '\\' OR s.model LIKE @pattern ESCAPE '\\')
    AND (@source IS NULL OR (@source = 'proxy') = (s.task NOT LIKE 'Imported %'))
    AND (@upstream IS NULL OR s.task LIKE @upstreamPattern ESCAPE '\\')
    AND (@ids IS NULL OR s.id IN (SELECT value FROM json_each(@ids)))
    AND (@conversation IS NULL OR EXISTS (SELECT 1 FROM events e
      WHERE e.session_id = s.id AND e.kind = 'capture.conversation'
        AND json_extract(e.data, '$.id') = @conversation))
    AND (@errors IS NULL OR EXISTS (SELECT 1 FROM events e
        WHERE e.session_id = s.id AND e.kind = 'capture.exchange'
          AND (json_extract(e.data, '$.status') IS NULL OR json_extract(e.data, '$.status') = 0
            OR json_extract(e.data, '$.status') >= 400)))
    AND (@beforeCreatedAt IS NULL OR s.created_at < @beforeCreatedAt
      OR (s.created_at = @beforeCreatedAt AND s.id < @beforeId))
  ORDER BY s.created_at DESC, s.id DESC LIMIT @limit`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * One page of captures (imported and proxied), newest first, read with their facts in one query
 * (the exchange, the answer's status and usage, the request's size, the conversation) rather
 * than their events.
 * An imported capture's task is `Imported <format> capture` and a proxied one's
 * `<METHOD> <path> via <upstream>` (`openProxyCapture`), which the source and upstream filters read.
 */
export function capturesPage(database: LoupeDatabase, options: CapturesPageOptions): CaptureRow[] {
  let statement = statements.get(database);
  if (!statement) {
    statement = database.prepare(CAPTURES_PAGE);
    statements.set(database, statement);
  }
  return statement.all({
    pattern: options.query ? `%${escapeLike(options.query)}%` : null,
    source: options.source ?? null,
    upstream: options.upstream ?? null,
    ids: options.ids ? JSON.stringify(options.ids) : null,
    upstreamPattern: options.upstream ? `% via ${escapeLike(options.upstream)}` : null,
    conversation: options.conversation ?? null,
    errors: options.errors ? 1 : null,
    beforeCreatedAt: options.before?.createdAt ?? null,
    beforeId: options.before?.id ?? null,
    limit: options.limit,
  }) as CaptureRow[];
}
