import type { CaptureFeedEvent, CaptureListItem } from "@/lib/api/captures";

/** The Traffic table's rows: the pages loaded and the feed's rows, merged by id, newest first. */
export interface TrafficRows {
  rows: CaptureListItem[];
  /** Removed ids, so a page loaded after a deletion does not bring its row back. */
  deletedIds: ReadonlySet<string>;
}

/** No rows yet. */
export const emptyTrafficRows: TrafficRows = { rows: [], deletedIds: new Set() };

/** Newest first; the id breaks a tie so the order never flickers. */
function newestFirst(left: CaptureListItem, right: CaptureListItem): number {
  if (left.startedAt !== right.startedAt) return right.startedAt - left.startedAt;
  return left.id < right.id ? 1 : left.id > right.id ? -1 : 0;
}

/** Whether a row says its exchange ended (a status or a duration), where the other still streams. */
function hasEnded(row: CaptureListItem): boolean {
  return row.status !== null || row.durationMs !== null;
}

/**
 * Adds one page of `GET /api/captures`. A row the feed already brought stays as the feed has it,
 * unless the page knows the exchange ended and the feed's copy does not.
 */
export function withPage(state: TrafficRows, page: CaptureListItem[]): TrafficRows {
  const byId = new Map(state.rows.map((row) => [row.id, row]));
  for (const row of page) {
    if (state.deletedIds.has(row.id)) continue;
    const known = byId.get(row.id);
    if (!known || (hasEnded(row) && !hasEnded(known))) byId.set(row.id, row);
  }
  return { ...state, rows: [...byId.values()].sort(newestFirst) };
}

/**
 * Applies one message of the live feed: a new capture appears in its place, a known one is
 * replaced by its newer row, a deleted one goes. `accept` says whether a capture not shown yet
 * belongs in the table (the filters).
 */
export function withFeedEvent(
  state: TrafficRows,
  event: CaptureFeedEvent,
  accept: (row: CaptureListItem) => boolean = () => true,
): TrafficRows {
  if (event.type === "deleted") return withoutCapture(state, event.id);
  const row = event.capture;
  if (state.deletedIds.has(row.id)) return state;
  const index = state.rows.findIndex((known) => known.id === row.id);
  if (index === -1) {
    if (!accept(row)) return state;
    return { ...state, rows: [...state.rows, row].sort(newestFirst) };
  }
  const rows = [...state.rows];
  rows[index] = row;
  return { ...state, rows };
}

/** Removes capture `id`, and remembers it gone. */
export function withoutCapture(state: TrafficRows, id: string): TrafficRows {
  const deletedIds = new Set(state.deletedIds);
  deletedIds.add(id);
  return { rows: state.rows.filter((row) => row.id !== id), deletedIds };
}
