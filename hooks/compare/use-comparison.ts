"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ComparisonView } from "@/lib/api/comparisons";
import { browserComparisonsApi } from "@/lib/views/compare/api";
import { anyColumnRunning } from "@/lib/views/compare/columns";
import { ApiError } from "@/lib/views/shared/api-client";

/** How often the page asks for the comparison while a column runs or a command is under way. */
const POLL_MS = 400;

/**
 * The open comparison (`GET /api/comparisons/:id`), asked again every few hundred milliseconds
 * while any column runs or `busy` (a command under way), so every column's progress shows. Polling
 * rather than one event stream per column: eight streams would take every connection the browser
 * allows one origin. `reads` counts the answers, so each column can read its new events after one.
 */
export function useComparison(
  id: string,
  busy: boolean,
  report: (error: unknown, action: string) => void,
) {
  const [view, setView] = useState<ComparisonView | null>(null);
  const [reads, setReads] = useState(0);
  const [notFound, setNotFound] = useState(false);
  const reportRef = useRef(report);
  reportRef.current = report;
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    latest.current += 1;
    const request = latest.current;
    try {
      const answer = await browserComparisonsApi.get(id);
      if (request !== latest.current) return;
      setView(answer);
      setNotFound(false);
      setReads((count) => count + 1);
    } catch (error) {
      if (request !== latest.current) return;
      if (error instanceof ApiError && error.status === 404) setNotFound(true);
      else reportRef.current(error, "Load the comparison");
    }
  }, [id]);

  useEffect(() => {
    setView(null);
    void refresh();
  }, [refresh]);

  const following = busy || anyColumnRunning(view);
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [following, refresh]);

  return { view, reads, notFound, refresh };
}
