import type { LoupeEvent } from "@/lib/events/types";

const changesSessionState = new Set<LoupeEvent["kind"]>([
  "session.created",
  "turn.end",
  "observation",
  "message.edit",
]);

/**
 * The `seq` of the last event after which the page needs `GET /api/sessions/:id` again: a turn
 * paused (pending action, status), an observation joined the history, a message was edited.
 * Everything else (the stream, files, rpc) the page derives from the events themselves. 0 when none.
 */
export function sessionCheckpoint(events: readonly LoupeEvent[]): number {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (event && changesSessionState.has(event.kind)) return event.seq;
  }
  return 0;
}

/**
 * Whether the page should fetch the session again: the stream holds a checkpoint newer than the
 * snapshot's, and newer than the one whose refresh last failed (a failed refresh is retried when
 * the next checkpoint arrives, not in a loop).
 */
export function needsRefresh(input: {
  checkpoint: number;
  knownCheckpoint: number;
  failedCheckpoint: number | null;
}): boolean {
  const { checkpoint, knownCheckpoint, failedCheckpoint } = input;
  return (
    checkpoint > knownCheckpoint && (failedCheckpoint === null || checkpoint > failedCheckpoint)
  );
}

const refreshRetryDelaysMs = [1_000, 3_000, 10_000];

/**
 * How long to wait before fetching the session again after `failures` failed refreshes for the
 * same checkpoint, when the last one failed with HTTP `status` (0: the network). Undefined once the
 * retries are spent (the next checkpoint tries again), and for answers a retry cannot change:
 * a 4xx (no such session, no token) needs the person, not time.
 */
export function refreshRetryDelay(failures: number, status: number): number | undefined {
  if (failures < 1 || (status >= 400 && status < 500)) return undefined;
  return refreshRetryDelaysMs[failures - 1];
}
