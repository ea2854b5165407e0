"use client";

import { useEffect, useRef, useState } from "react";
import type { ComparisonColumnView } from "@/lib/api/comparisons";
import type { SessionOverview } from "@/lib/api/sessions";
import type { LoupeEvent } from "@/lib/events/types";
import { browserComparisonsApi } from "@/lib/views/compare/api";
import { columnProgress } from "@/lib/views/compare/columns";

const noEvents: readonly LoupeEvent[] = [];

/**
 * A column's session and its events, read page by page after the last one held: once when the
 * column appears, then after each read of the comparison (`reads`) in which the column runs or
 * its progress changed. Only the newest events travel, so a long column costs little per poll.
 */
export function useColumnSession(
  column: ComparisonColumnView,
  reads: number,
  onError: (error: unknown) => void,
) {
  const [session, setSession] = useState<SessionOverview | null>(null);
  const [events, setEvents] = useState<readonly LoupeEvent[]>(noEvents);
  const lastSeq = useRef(0);
  const lastRead = useRef<string | null>(null);
  const reading = useRef(false);
  const again = useRef(false);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const { sessionId } = column;
  const progress = columnProgress(column);
  const deleted = column.status === "deleted";
  // While the column runs every read of the comparison brings it new events; else only a change.
  const readKey = column.status === "running" ? `${progress}#${reads}` : progress;

  useEffect(() => {
    if (deleted) return;
    if (lastRead.current === readKey) return;
    lastRead.current = readKey;
    const read = async () => {
      if (reading.current) {
        again.current = true;
        return;
      }
      reading.current = true;
      try {
        do {
          again.current = false;
          let page = await browserComparisonsApi.sessionEvents(sessionId, lastSeq.current);
          const fresh = [...page.events];
          while (page.nextAfter !== undefined) {
            page = await browserComparisonsApi.sessionEvents(sessionId, page.nextAfter);
            fresh.push(...page.events);
          }
          const { events: _events, nextAfter: _next, ...overview } = page;
          setSession(overview);
          if (fresh.length > 0) {
            lastSeq.current = fresh.at(-1)?.seq ?? lastSeq.current;
            setEvents((current) => [...current, ...fresh]);
          }
        } while (again.current);
      } catch (error) {
        onErrorRef.current(error);
      } finally {
        reading.current = false;
      }
    };
    void read();
  }, [sessionId, readKey, deleted]);

  return { session, events };
}
