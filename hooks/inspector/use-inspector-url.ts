"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import {
  type InspectorUrlState,
  inspectorSearch,
  parseInspectorUrl,
} from "@/lib/views/inspector/url";

/** The inspector's URL state (`?server=&tab=`) and a way to change it without reloading. */
export function useInspectorUrl() {
  const searchParams = useSearchParams();
  const state = useMemo(() => parseInspectorUrl(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<InspectorUrlState>, mode: "push" | "replace" = "replace") => {
      const search = inspectorSearch(new URLSearchParams(window.location.search), changes);
      const url = `${window.location.pathname}${search}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [],
  );
  return { ...state, update };
}
