"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ComparisonSummary } from "@/lib/api/comparisons";
import { browserComparisonsApi } from "@/lib/views/compare/api";

/** Comparisons in one page of the list. */
const PAGE_SIZE = 20;

/**
 * The saved comparisons, newest first, found by `query` (the task or a column's model) and paged
 * with `before`: the first page again whenever the query changes, `loadMore` for the next.
 */
export function useComparisonList(query: string, report: (error: unknown, action: string) => void) {
  const [comparisons, setComparisons] = useState<ComparisonSummary[]>([]);
  const [nextBefore, setNextBefore] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const reportRef = useRef(report);
  reportRef.current = report;

  const load = useCallback(
    async (before: string | undefined) => {
      latest.current += 1;
      const request = latest.current;
      setLoading(true);
      try {
        const page = await browserComparisonsApi.list({
          q: query,
          limit: PAGE_SIZE,
          ...(before === undefined ? {} : { before }),
        });
        if (request !== latest.current) return;
        setComparisons((current) =>
          before === undefined ? page.comparisons : [...current, ...page.comparisons],
        );
        setNextBefore(page.nextBefore);
      } catch (error) {
        if (request === latest.current) reportRef.current(error, "List comparisons");
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [query],
  );

  useEffect(() => {
    const timer = setTimeout(() => void load(undefined), query === "" ? 0 : 200);
    return () => clearTimeout(timer);
  }, [load, query]);

  return {
    comparisons,
    loading,
    hasMore: nextBefore !== undefined,
    loadMore: () => void load(nextBefore),
  };
}
