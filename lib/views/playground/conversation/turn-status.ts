import type { LoupeEvent } from "@/lib/events/types";
import { groupEventsByTurn } from "./turn-grouping";

/**
 * Where a turn stands: still streaming (`running`), paused on an action nobody decided yet
 * (`awaiting-decision`), paused and decided (`decided`), or ended (`done`, `error`, `interrupted`, `stopped`).
 */
export type TurnStatus =
  | "running"
  | "awaiting-decision"
  | "decided"
  | "done"
  | "error"
  | "interrupted"
  | "stopped";

/** A turn as the turn picker lists it. */
export interface TurnSummary {
  turn: number;
  status: TurnStatus;
}

/** The status of one turn from its own events. */
export function turnStatusOf(turnEvents: readonly LoupeEvent[]): TurnStatus {
  let ended: TurnStatus | undefined;
  let decided = false;
  for (const event of turnEvents) {
    if (event.kind === "turn.end") ended = event.data.status;
    if (event.kind === "decision") decided = true;
  }
  if (ended === undefined) return "running";
  if (ended === "awaiting-decision" && decided) return "decided";
  return ended;
}

/** Every started turn, in order, with its status. */
export function listTurns(events: readonly LoupeEvent[]): TurnSummary[] {
  const summaries: TurnSummary[] = [];
  for (const [turn, turnEvents] of groupEventsByTurn(events)) {
    if (!turnEvents.some((event) => event.kind === "turn.start")) continue;
    summaries.push({ turn, status: turnStatusOf(turnEvents) });
  }
  return summaries.sort((left, right) => left.turn - right.turn);
}
