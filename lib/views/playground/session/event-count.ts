import type { LoupeEvent } from "@/lib/events/types";

/**
 * How many events the session has recorded, from the events the page holds: the seq of the last
 * one, since a session's seqs run 1, 2, 3… without gaps. The page's stream leaves out the raw
 * exchange of turns before the latest (and loads it per turn), so counting the events held would
 * say one number live and a smaller one after a reload of the same session.
 */
export function recordedEventCount(events: readonly Pick<LoupeEvent, "seq">[]): number {
  return events.at(-1)?.seq ?? 0;
}
