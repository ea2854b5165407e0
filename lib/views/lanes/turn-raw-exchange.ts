import { isRawExchangeEvent } from "@/lib/events/raw-exchange";
import type { LoupeEvent } from "@/lib/events/types";
import { ownTurn } from "@/lib/views/playground/conversation/turn-grouping";

/**
 * The session's events with turn `turn`'s raw exchange (request, chunks, SSE lines, deltas)
 * replaced by `raw`, fetched on its own: the page streams older turns without theirs
 * (`?raw=latest`) and loads it when a person looks at one. Both lists are in seq order; so is
 * the result.
 */
export function withTurnRawExchange(
  events: readonly LoupeEvent[],
  turn: number,
  raw: readonly LoupeEvent[],
): LoupeEvent[] {
  const merged: LoupeEvent[] = [];
  let next = 0;
  for (const event of events) {
    if (isRawExchangeEvent(event) && ownTurn(event) === turn) continue;
    while (next < raw.length && (raw[next]?.seq ?? Number.POSITIVE_INFINITY) < event.seq) {
      merged.push(raw[next] as LoupeEvent);
      next += 1;
    }
    merged.push(event);
  }
  while (next < raw.length) {
    merged.push(raw[next] as LoupeEvent);
    next += 1;
  }
  return merged;
}
