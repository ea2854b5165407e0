"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { parseTrafficUrl, type TrafficUrlState, trafficSearch } from "@/lib/views/traffic/url";

function currentSearch(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * The Traffic page's URL state (filters, view, selected capture) and a way to change it without
 * reloading. A change shows at once (the filter controls are controlled inputs, and the router
 * takes its new URL in a transition); going back or forward reads the URL again.
 */
export function useTrafficUrl() {
  const searchParams = useSearchParams();
  const [state, setState] = useState(() => parseTrafficUrl(searchParams));
  // The router's search params may lag the address bar while a change is in flight: read the latter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchParams says when the URL moved.
  useEffect(() => setState(parseTrafficUrl(currentSearch())), [searchParams]);
  const update = useCallback(
    (changes: Partial<TrafficUrlState>, mode: "push" | "replace" = "replace") => {
      const search = trafficSearch(currentSearch(), changes);
      setState(parseTrafficUrl(new URLSearchParams(search)));
      const url = `${window.location.pathname}${search}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [],
  );
  return { ...state, update };
}
