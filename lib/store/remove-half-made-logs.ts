import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";
import type { EventStore } from "@/lib/store/event-store";
import { halfMadeComparisons, toolChoiceCellLogs } from "@/lib/store/half-made-logs";

/**
 * Start-up work: deletes the logs a crash left half made, which no route can reach and nothing
 * lists: each comparison whose columns were still opening, with the column sessions that had
 * opened (as a failed `POST /api/comparisons` closes them), and each tool-choice cell's throwaway
 * log (as its matrix deletes it). Answers how many comparisons and cells it removed.
 */
export function removeHalfMadeLogs(
  store: EventStore,
  database: LoupeDatabase,
): { comparisons: number; toolChoiceCells: number } {
  const comparisons = halfMadeComparisons(database);
  for (const { id, columnSessionIds } of comparisons) {
    for (const sessionId of columnSessionIds) store.deleteSession(sessionId);
    store.deleteSession(id);
  }
  const cells = toolChoiceCellLogs(database);
  for (const id of cells) store.deleteSession(id);
  return { comparisons: comparisons.length, toolChoiceCells: cells.length };
}
