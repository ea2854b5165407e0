"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { type CapturesUrlState, capturesSearch, parseCapturesUrl } from "@/lib/views/captures/url";

/** The Captures screen's URL state (`?capture=&lane=`) and a way to change it without reloading. */
export function useCapturesUrl() {
  const searchParams = useSearchParams();
  const state = useMemo(() => parseCapturesUrl(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<CapturesUrlState>, mode: "push" | "replace" = "replace") => {
      const search = capturesSearch(new URLSearchParams(window.location.search), changes);
      const url = `${window.location.pathname}${search}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [],
  );
  return { ...state, update };
}
