import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";
import type { EventStore } from "@/lib/store/event-store";
import { halfMadeComparisons } from "@/lib/store/half-made-comparisons";

/**
 * Start-up work: deletes each comparison a crash left half made (its columns were still opening,
 * so it was never listed and no route could reach it) with the column sessions that had opened,
 * as a failed `POST /api/comparisons` closes them. Answers how many comparisons it removed.
 */
export function removeHalfMadeComparisons(store: EventStore, database: LoupeDatabase): number {
  const halfMade = halfMadeComparisons(database);
  for (const { id, columnSessionIds } of halfMade) {
    for (const sessionId of columnSessionIds) store.deleteSession(sessionId);
    store.deleteSession(id);
  }
  return halfMade.length;
}
