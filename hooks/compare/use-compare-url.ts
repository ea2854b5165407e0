"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { type CompareUrlState, compareSearch, parseCompareUrl } from "@/lib/views/compare/url";

/** The Compare page's URL state (`?comparison=&tab=`, `?session=`/`?capture=`) and a way to change it. */
export function useCompareUrl() {
  const searchParams = useSearchParams();
  const state = useMemo(() => parseCompareUrl(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<CompareUrlState>, mode: "push" | "replace" = "replace") => {
      const search = compareSearch(new URLSearchParams(window.location.search), changes);
      const url = `${window.location.pathname}${search}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [],
  );
  return { ...state, update };
}
