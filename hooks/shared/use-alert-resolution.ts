"use client";

import { useEffect, useRef } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import {
  type AlertCause,
  type AlertWorld,
  causesResolvedBetween,
  causesResolvedByEvents,
} from "@/lib/views/shared/alert-causes";

/**
 * Clears alerts whose cause went away: the token came back, the session loaded, another session
 * opened, or new events show that a Step, a decision or an edit got through. Each event counts
 * once: only those newer than the last one looked at can clear an alert.
 */
export function useAlertResolution(
  resolve: (causes: readonly AlertCause[]) => void,
  world: AlertWorld,
  events: readonly LoupeEvent[],
): void {
  const { authenticated, sessionId, loadedSessionId, modelsLoaded, systemPromptLoaded } = world;
  const previous = useRef<AlertWorld>(world);
  useEffect(() => {
    const current = { authenticated, sessionId, loadedSessionId, modelsLoaded, systemPromptLoaded };
    const resolved = causesResolvedBetween(previous.current, current);
    previous.current = current;
    resolve(resolved);
  }, [authenticated, sessionId, loadedSessionId, modelsLoaded, systemPromptLoaded, resolve]);

  const seen = useRef<{ sessionId: string | null; seq: number }>({ sessionId: null, seq: 0 });
  useEffect(() => {
    if (sessionId === null) return;
    const after = seen.current.sessionId === sessionId ? seen.current.seq : 0;
    const fresh = eventsAfter(events, after).filter((event) => event.sessionId === sessionId);
    const last = fresh.at(-1);
    if (!last) return;
    seen.current = { sessionId, seq: last.seq };
    resolve(causesResolvedByEvents(fresh, sessionId));
  }, [events, sessionId, resolve]);
}

/** The tail of `events` (ordered by `seq`) after `seq`, found from the end. */
function eventsAfter(events: readonly LoupeEvent[], seq: number): readonly LoupeEvent[] {
  let start = events.length;
  while (start > 0 && (events[start - 1]?.seq ?? 0) > seq) start -= 1;
  return events.slice(start);
}
