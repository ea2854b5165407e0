import "server-only";
import { readComparison } from "@/lib/comparisons/read-comparison";
import { LoupeError } from "@/lib/errors";
import { isSessionBusy } from "@/lib/loop/session-lock";
import { deleteSession } from "@/lib/loop/session-service";
import { type EventStore, getEventStore } from "@/lib/store";

/**
 * Deletes a comparison and its columns' sessions (they were opened for it; a fork made from one
 * is a session of its own and stays). Refused with 409 `session:busy`, nothing deleted, while a
 * column steps, decides or runs: stop it first.
 */
export async function deleteComparison(
  id: string,
  store: EventStore = getEventStore(),
): Promise<void> {
  const sessions = readComparison(id, store).columns.map((column) => column.sessionId);
  const busy = sessions.findIndex(isSessionBusy);
  if (busy !== -1) {
    throw new LoupeError(
      "session:busy",
      `Column ${busy} of comparison ${id} is running; stop it (POST /api/comparisons/${id}/stop) before deleting.`,
    );
  }
  const remaining = sessions.filter((sessionId) => store.getSession(sessionId) !== undefined);
  await Promise.all(remaining.map((sessionId) => deleteSession(sessionId, store)));
  store.deleteSession(id);
}
