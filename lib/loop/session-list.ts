import "server-only";
import type { SessionListPage, SessionSummary } from "@/lib/api/sessions";
import { foldSessionState } from "@/lib/events/session-state";
import type { DialectId } from "@/lib/events/types";
import { sessionTitle } from "@/lib/loop/session-title";
import { type EventStore, getEventStore, type SessionRecord } from "@/lib/store";
import type { SessionCursor } from "@/lib/store/event-store";

const cursorPattern = /^(\d+(?:\.\d+)?)~([A-Za-z0-9_-]{1,128})$/;

/** The `before` cursor as the API spells it: `<createdAt>~<id>` of the last session shown. */
export function encodeSessionCursor(cursor: SessionCursor): string {
  return `${cursor.createdAt}~${cursor.id}`;
}

/** Reads a `before` cursor; undefined when it is not one `encodeSessionCursor` made. */
export function parseSessionCursor(text: string): SessionCursor | undefined {
  const match = cursorPattern.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const createdAt = Number(match[1]);
  return Number.isFinite(createdAt) ? { createdAt, id: match[2] } : undefined;
}

/** The list row of a stored session: its status and turns folded from its latest turn only. */
export function summarizeSession(
  record: SessionRecord,
  store: EventStore = getEventStore(),
): SessionSummary {
  const { status, turn } = foldSessionState(store.statusEvents(record.id));
  return {
    id: record.id,
    title: sessionTitle(record.title, record.task),
    task: record.task,
    model: record.model,
    dialect: record.dialect as DialectId,
    status,
    turns: turn,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Sessions newest first, `query` found in the title, task, model or dialect, a page of `limit` at a time. */
export function listSessions(
  options: { query?: string; limit: number; before?: SessionCursor },
  store: EventStore = getEventStore(),
): SessionListPage {
  const page = store.sessionsPage(options);
  const sessions = page.sessions.map((record) => summarizeSession(record, store));
  return page.nextBefore
    ? { sessions, nextBefore: encodeSessionCursor(page.nextBefore) }
    : { sessions };
}
