"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import {
  type PlaygroundUrlState,
  parsePlaygroundUrl,
  playgroundSearch,
} from "@/lib/views/shared/url-state";

/** The playground's URL state (`?session=&turn=&lane=`) and a way to change it without reloading. */
export function usePlaygroundUrl() {
  const searchParams = useSearchParams();
  const state = useMemo(() => parsePlaygroundUrl(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<PlaygroundUrlState>, mode: "push" | "replace" = "replace") => {
      const search = playgroundSearch(new URLSearchParams(window.location.search), changes);
      const url = `${window.location.pathname}${search}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [],
  );
  return { ...state, update };
}
