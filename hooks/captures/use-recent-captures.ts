"use client";

import { useCallback, useEffect, useState } from "react";
import { forgetCapture, readRecentCaptures, rememberCapture } from "@/lib/views/captures/recent";

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The captures imported in this browser (ids only, in `localStorage`), newest first, read after
 * the first render so the server's HTML and the browser's agree.
 */
export function useRecentCaptures() {
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    setIds(readRecentCaptures(browserStorage()));
    const onStorage = () => setIds(readRecentCaptures(browserStorage()));
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  const remember = useCallback((id: string) => setIds(rememberCapture(browserStorage(), id)), []);
  const forget = useCallback((id: string) => setIds(forgetCapture(browserStorage(), id)), []);
  return { ids, remember, forget };
}
