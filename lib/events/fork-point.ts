import { foldSessionState, type SessionState } from "@/lib/events/session-state";
import type { LoupeEvent } from "@/lib/events/types";

/**
 * The session as it stood when turn `turn` was over and the next had not begun: its events folded
 * up to the `turn.start` of turn `turn + 1` (all of them when none follows), so `messages` is the
 * request the next turn sends (turn 0: the starting history). What a fork at `turn` keeps.
 */
export function stateAtTurnEnd(events: readonly LoupeEvent[], turn: number): SessionState {
  const next = events.findIndex(
    (event) => event.kind === "turn.start" && event.data.turn === turn + 1,
  );
  return foldSessionState(next === -1 ? events : events.slice(0, next));
}
