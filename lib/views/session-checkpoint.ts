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
