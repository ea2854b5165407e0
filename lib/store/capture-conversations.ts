import "server-only";
import type { EventPayloads } from "@/lib/events/types";
import type { LoupeDatabase } from "@/lib/store/database";

/** A capture's `capture.conversation` as the lookups answer it. */
export interface ConversationRow {
  captureId: string;
  conversation: EventPayloads["capture.conversation"];
}

/**
 * Indexes the `capture.conversation` events by the three things a new request looks them up by,
 * so each lookup reads the few captures it names rather than the log.
 */
const INDEXES = ["id", "historyKey", "openingKey"].map(
  (field) => `CREATE INDEX IF NOT EXISTS events_capture_conversation_${field}
    ON events (json_extract(data, '$.${field}')) WHERE kind = 'capture.conversation'`,
);

const LOOKUPS = {
  latestOf: `SELECT session_id AS captureId, data FROM events
    WHERE kind = 'capture.conversation' AND json_extract(data, '$.id') = ?
    ORDER BY json_extract(data, '$.conversationTurn') DESC, at DESC LIMIT 1`,
  byHistoryKeys: `SELECT session_id AS captureId, data FROM events
    WHERE kind = 'capture.conversation'
      AND json_extract(data, '$.historyKey') IN (SELECT value FROM json_each(?))
    ORDER BY at DESC`,
  byOpeningKey: `SELECT session_id AS captureId, data FROM events
    WHERE kind = 'capture.conversation' AND json_extract(data, '$.openingKey') = ?
    ORDER BY at DESC LIMIT 1`,
};

type Statements = { [Name in keyof typeof LOOKUPS]: ReturnType<LoupeDatabase["prepare"]> };

const prepared = new WeakMap<LoupeDatabase, Statements>();

function statementsOf(database: LoupeDatabase): Statements {
  let statements = prepared.get(database);
  if (!statements) {
    for (const index of INDEXES) database.exec(index);
    statements = {
      latestOf: database.prepare(LOOKUPS.latestOf),
      byHistoryKeys: database.prepare(LOOKUPS.byHistoryKeys),
      byOpeningKey: database.prepare(LOOKUPS.byOpeningKey),
    };
    prepared.set(database, statements);
  }
  return statements;
}

function rowOf(row: unknown): ConversationRow | undefined {
  if (!row) return undefined;
  const { captureId, data } = row as { captureId: string; data: string };
  return { captureId, conversation: JSON.parse(data) as EventPayloads["capture.conversation"] };
}

/** The conversation's capture with the highest place in it, if it has any left. */
export function latestOfConversation(
  database: LoupeDatabase,
  conversationId: string,
): ConversationRow | undefined {
  return rowOf(statementsOf(database).latestOf.get(conversationId));
}

/**
 * The capture whose whole history is the longest of `historyKeys` (the keys of a request's
 * message prefixes, shortest first), the newest of those on a tie; undefined when none is.
 */
export function captureContinued(
  database: LoupeDatabase,
  historyKeys: readonly string[],
): ConversationRow | undefined {
  if (historyKeys.length === 0) return undefined;
  const rows = statementsOf(database)
    .byHistoryKeys.all(JSON.stringify(historyKeys))
    .map(rowOf)
    .filter((row) => row !== undefined);
  let best: { row: ConversationRow; length: number } | undefined;
  for (const row of rows) {
    const length = historyKeys.indexOf(row.conversation.historyKey ?? "");
    if (!best || length > best.length) best = { row, length };
  }
  return best?.row;
}

/** The newest capture that opened with the same system prompt and first user message. */
export function captureOpenedAlike(
  database: LoupeDatabase,
  openingKey: string,
): ConversationRow | undefined {
  return rowOf(statementsOf(database).byOpeningKey.get(openingKey));
}
