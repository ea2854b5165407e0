"use client";

import { useCallback, useEffect, useState } from "react";

const storageKey = "loupe.sessions-open";

/** Whether the sessions column is open on a wide screen; remembered across reloads (open by default). */
export function useSessionsOpen() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (window.localStorage.getItem(storageKey) === "false") setOpen(false);
  }, []);
  const toggle = useCallback(() => {
    setOpen((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(storageKey, String(next));
      } catch {
        // A storage that refuses (private mode, full) only loses the remembering.
      }
      return next;
    });
  }, []);
  return { open, toggle };
}
