"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/errors";
import type { ListPage } from "@/lib/views/inspector/resources/api";

/** A paginated MCP list as a view holds it: the items so far, and whether more follow. */
export interface PagedList<Item> {
  items: Item[];
  nextCursor: string | undefined;
  loading: boolean;
  error: string | null;
  /** Reads the page after the last one read. */
  loadMore: () => void;
  /** Reads the list again from its first page. */
  reload: () => void;
}

/**
 * Reads a paginated list (`resources/list`, `prompts/list`, …) page by page: the first page
 * when `enabled`, the next on `loadMore`; a failed page keeps what was read and says why.
 */
export function usePagedList<Item>(
  load: (cursor?: string) => Promise<ListPage<Item>>,
  enabled: boolean,
): PagedList<Item> {
  const [items, setItems] = useState<Item[]>([]);
  const [nextCursor, setNextCursor] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  const read = useCallback(
    (cursor: string | undefined, replace: boolean) => {
      const current = replace ? generation.current + 1 : generation.current;
      generation.current = current;
      setLoading(true);
      setError(null);
      load(cursor).then(
        (page) => {
          if (generation.current !== current) return;
          setItems((previous) => (replace ? page.items : previous.concat(page.items)));
          setNextCursor(page.nextCursor);
          setLoading(false);
        },
        (failure: unknown) => {
          if (generation.current !== current) return;
          setError(errorMessage(failure));
          setLoading(false);
        },
      );
    },
    [load],
  );

  useEffect(() => {
    if (enabled) read(undefined, true);
  }, [enabled, read]);

  return {
    items,
    nextCursor,
    loading,
    error,
    loadMore: () => {
      if (nextCursor !== undefined) read(nextCursor, false);
    },
    reload: () => read(undefined, true),
  };
}
