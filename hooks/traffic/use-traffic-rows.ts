"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CaptureFeedEvent } from "@/lib/api/captures";
import { errorMessage } from "@/lib/errors";
import { browserTrafficApi } from "@/lib/views/traffic/api";
import { matchesServerFilters } from "@/lib/views/traffic/filter";
import {
  emptyTrafficRows,
  withFeedEvent,
  withoutCapture,
  withPage,
} from "@/lib/views/traffic/rows";
import type { TrafficFilters } from "@/lib/views/traffic/url";
import { useCaptureFeed } from "./use-capture-feed";

/**
 * The Traffic table's rows for the server's filters: the first page, more on request, and the
 * live feed's rows merged in by id; a deletion removes the row at once, then asks the server.
 */
export function useTrafficRows({ query, source, upstream, errorsOnly }: TrafficFilters) {
  const [state, setState] = useState(emptyTrafficRows);
  const [nextBefore, setNextBefore] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  const filters = useRef<TrafficFilters>({ query, source, upstream, errorsOnly });
  filters.current = { query, source, upstream, errorsOnly };

  const loadPage = useCallback((pageFilters: TrafficFilters, before?: string) => {
    const current = generation.current;
    setLoading(true);
    browserTrafficApi.listCaptures(pageFilters, before).then(
      (page) => {
        if (current !== generation.current) return;
        setState((previous) => withPage(previous, page.captures));
        if (before !== undefined || page.nextBefore === undefined) setNextBefore(page.nextBefore);
        else setNextBefore((known) => known ?? page.nextBefore);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (current !== generation.current) return;
        setError(errorMessage(failure));
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    setState((previous) => ({ rows: [], deletedIds: previous.deletedIds }));
    setNextBefore(undefined);
    loadPage({ query, source, upstream, errorsOnly });
  }, [query, source, upstream, errorsOnly, loadPage]);

  const onEvent = useCallback((event: CaptureFeedEvent) => {
    setState((previous) =>
      withFeedEvent(previous, event, (row) => matchesServerFilters(row, filters.current)),
    );
  }, []);
  const reloadFirstPage = useCallback(() => loadPage(filters.current), [loadPage]);
  const feed = useCaptureFeed(onEvent, reloadFirstPage);

  const remove = useCallback((id: string) => {
    setState((previous) => withoutCapture(previous, id));
    browserTrafficApi.deleteCapture(id).catch((failure: unknown) => {
      setError(`Could not delete ${id}: ${errorMessage(failure)}`);
    });
  }, []);

  const loadMore = useCallback(() => {
    if (nextBefore !== undefined && !loading) loadPage(filters.current, nextBefore);
  }, [nextBefore, loading, loadPage]);

  return {
    rows: state.rows,
    loading,
    error,
    hasMore: nextBefore !== undefined,
    loadMore,
    remove,
    feed,
  };
}
