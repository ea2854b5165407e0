"use client";

import { useCallback, useEffect, useState } from "react";

const none: ReadonlySet<number> = new Set();

/** Which turns of the conversation are folded; all unfolded again when `sessionId` changes. */
export function useTurnFolds(sessionId: string | null | undefined) {
  const [folded, setFolded] = useState<ReadonlySet<number>>(none);
  useEffect(() => {
    if (sessionId !== undefined) setFolded(none);
  }, [sessionId]);

  const toggle = useCallback((turn: number) => {
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(turn)) next.add(turn);
      return next;
    });
  }, []);
  const unfold = useCallback((turn: number) => {
    setFolded((current) => {
      if (!current.has(turn)) return current;
      const next = new Set(current);
      next.delete(turn);
      return next;
    });
  }, []);
  const foldAll = useCallback((turns: readonly number[]) => setFolded(new Set(turns)), []);
  const unfoldAll = useCallback(() => setFolded(none), []);

  return { folded, toggle, unfold, foldAll, unfoldAll };
}
