"use client";

import { useEffect, useRef } from "react";
import {
  type PlaygroundPrefill,
  parsePlaygroundPrefill,
  searchWithoutPrefill,
} from "@/lib/views/playground/setup/session-servers-prefill";

/**
 * Reads `?task=&servers=` (the inspector's "Use in playground") once when the page loads, hands
 * it to `apply`, and takes it out of the URL so a reload does not apply it again.
 */
export function usePlaygroundPrefill(apply: (prefill: PlaygroundPrefill) => void): void {
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const prefill = parsePlaygroundPrefill(new URLSearchParams(window.location.search));
    if (prefill === null) return;
    applyRef.current(prefill);
    const search = searchWithoutPrefill(window.location.search);
    window.history.replaceState(null, "", `${window.location.pathname}${search}`);
  }, []);
}
