"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ComparisonView } from "@/lib/api/comparisons";
import { browserComparisonsApi } from "@/lib/views/compare/api";
import { anyColumnRunning } from "@/lib/views/compare/columns";
import { ApiError } from "@/lib/views/shared/api-client";

/** How often the page asks for the comparison while a column runs or a command is under way. */
const POLL_MS = 400;
/**
 * Reads with nothing running before the page stops asking: a run passes through moments between
 * turns (an action executing) where no column is `running`, and should not stop being followed.
 */
const QUIET_READS = 5;

/**
 * The open comparison (`GET /api/comparisons/:id`), asked again every few hundred milliseconds
 * while any column runs or `busy` (a command under way), and a few reads more, so every column's
 * progress shows, also between a run's turns. Polling rather than one event stream per column:
 * eight streams would take every connection the browser allows one origin. `reads` counts the
 * answers, so each column can read its new events after one.
 */
export function useComparison(
  id: string,
  busy: boolean,
  report: (error: unknown, action: string) => void,
) {
  const [view, setView] = useState<ComparisonView | null>(null);
  const [reads, setReads] = useState(0);
  const [notFound, setNotFound] = useState(false);
  const [quietReads, setQuietReads] = useState(0);
  const reportRef = useRef(report);
  reportRef.current = report;
  const latest = useRef(0);
  const reading = useRef(false);

  const refresh = useCallback(async () => {
    latest.current += 1;
    const request = latest.current;
    reading.current = true;
    try {
      const answer = await browserComparisonsApi.get(id);
      if (request !== latest.current) return;
      setView(answer);
      setNotFound(false);
      setReads((count) => count + 1);
      setQuietReads((count) => (anyColumnRunning(answer) ? 0 : count + 1));
    } catch (error) {
      if (request !== latest.current) return;
      if (error instanceof ApiError && error.status === 404) setNotFound(true);
      else reportRef.current(error, "Load the comparison");
    } finally {
      if (request === latest.current) reading.current = false;
    }
  }, [id]);

  useEffect(() => {
    setView(null);
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (busy) setQuietReads(0);
  }, [busy]);
  const following = busy || anyColumnRunning(view) || quietReads < QUIET_READS;
  useEffect(() => {
    if (!following) return;
    // A poll waits for the read under way: each new read would set the slower one's answer aside.
    const timer = setInterval(() => {
      if (!reading.current) void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [following, refresh]);

  return { view, reads, notFound, refresh };
}
