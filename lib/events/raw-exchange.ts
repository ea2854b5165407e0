import type { EventKind, LoupeEvent } from "@/lib/events/types";

/**
 * The kinds that carry a turn's raw model exchange: the request body, every network read, every
 * SSE line and every delta. They are most of a session's bytes, and only the lanes of the turn
 * being looked at need them, so a page can load them per turn.
 */
export const RAW_EXCHANGE_KINDS = [
  "llm.request",
  "llm.chunk",
  "llm.sse",
  "llm.delta",
] as const satisfies readonly EventKind[];

const rawKinds: ReadonlySet<string> = new Set(RAW_EXCHANGE_KINDS);

/** True for an event of a turn's raw model exchange. */
export function isRawExchangeEvent(event: Pick<LoupeEvent, "kind">): boolean {
  return rawKinds.has(event.kind);
}
