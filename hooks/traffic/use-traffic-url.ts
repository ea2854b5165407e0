"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { parseTrafficUrl, type TrafficUrlState, trafficSearch } from "@/lib/views/traffic/url";

/** The Traffic page's URL state (filters, view, selected capture) and a way to change it without reloading. */
export function useTrafficUrl() {
  const searchParams = useSearchParams();
  const state = useMemo(() => parseTrafficUrl(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<TrafficUrlState>, mode: "push" | "replace" = "replace") => {
      const search = trafficSearch(new URLSearchParams(window.location.search), changes);
      const url = `${window.location.pathname}${search}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [],
  );
  return { ...state, update };
}
