import "server-only";
import type { ComparisonColumnView, ComparisonView } from "@/lib/api/comparisons";
import { columnMetrics } from "@/lib/comparisons/column-metrics";
import { LoupeError } from "@/lib/errors";
import type { ComparisonColumnRecord, EventPayloads } from "@/lib/events/types";
import { getSessionView } from "@/lib/loop/session-service";
import { type EventStore, getEventStore } from "@/lib/store";

/** A comparison as recorded: its id, when it was made, and its `comparison.created`. */
export type ComparisonRecord = EventPayloads["comparison.created"] & {
  id: string;
  createdAt: number;
};

/**
 * A comparison's record, or 404 `comparison:not_found` (also for a comparison whose sessions
 * are still being opened, and for any other kind of log).
 */
export function readComparison(id: string, store: EventStore = getEventStore()): ComparisonRecord {
  const record = store.getSession(id);
  const created =
    record?.kind === "comparison"
      ? store.events(id).find((event) => event.kind === "comparison.created")
      : undefined;
  if (!record || created?.kind !== "comparison.created") {
    throw new LoupeError("comparison:not_found", `No comparison with id "${id}".`);
  }
  return { id, createdAt: record.createdAt, ...created.data };
}

/** `GET /api/comparisons/:id`: each column's session read once (one fold) and measured. */
export function getComparisonView(id: string, store: EventStore = getEventStore()): ComparisonView {
  const comparison = readComparison(id, store);
  return {
    id,
    task: comparison.task,
    dialect: comparison.dialect,
    createdAt: comparison.createdAt,
    ...(comparison.from ? { from: comparison.from } : {}),
    columns: comparison.columns.map((column, index) => columnView(column, index, store)),
  };
}

function columnView(
  column: ComparisonColumnRecord,
  index: number,
  store: EventStore,
): ComparisonColumnView {
  const shown = {
    column: index,
    sessionId: column.sessionId,
    model: column.model,
    dialect: column.dialect,
    label: column.label,
  };
  if (!store.getSession(column.sessionId)) {
    return { ...shown, status: "deleted", turn: 0, metrics: null };
  }
  const session = getSessionView(column.sessionId, store);
  return {
    ...shown,
    status: session.status,
    turn: session.turn,
    metrics: columnMetrics(session, session.events),
  };
}
