import type { LoupeEvent } from "@/lib/events/types";

/**
 * The turn an event belongs to: its own `turn` field when it has one, else the turn started last
 * before it (0 before the first turn). Events that carry no turn (an MCP message logged without
 * one, a message edit) thereby land in the turn whose pause they happened in.
 */
export function groupEventsByTurn(events: readonly LoupeEvent[]): Map<number, LoupeEvent[]> {
  const groups = new Map<number, LoupeEvent[]>();
  let current = 0;
  for (const event of events) {
    const own = ownTurn(event);
    if (event.kind === "turn.start") current = event.data.turn;
    const turn = own ?? current;
    const group = groups.get(turn);
    if (group) group.push(event);
    else groups.set(turn, [event]);
  }
  return groups;
}

/** The `turn` field of an event's data, when it has a numeric one. */
export function ownTurn(event: LoupeEvent): number | undefined {
  const data = event.data as { turn?: unknown };
  return typeof data.turn === "number" ? data.turn : undefined;
}
