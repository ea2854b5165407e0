"use client";

import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

interface ScrollTarget {
  turn: number;
  /** Move the focus to the turn's name too (when the person chose it in the conversation). */
  focus: boolean;
  id: number;
}

/**
 * Brings a turn of the conversation into view once it has rendered (after unfolding it): the
 * element marked `data-turn="<n>"` inside `scroller`, and optionally focuses its turn button.
 * `onScroll` runs first, so the column stops following the newest answer.
 */
export function useScrollToTurn(
  scroller: RefObject<HTMLElement | null>,
  onScroll: () => void,
): (turn: number, focus: boolean) => void {
  const [target, setTarget] = useState<ScrollTarget | null>(null);
  useLayoutEffect(() => {
    if (!target) return;
    const group = scroller.current?.querySelector<HTMLElement>(`[data-turn="${target.turn}"]`);
    if (!group) return;
    onScroll();
    group.scrollIntoView({ block: "start" });
    if (target.focus) {
      group.querySelector<HTMLElement>("[data-turn-button]")?.focus({ preventScroll: true });
    }
  }, [target, scroller, onScroll]);
  return useCallback(
    (turn: number, focus: boolean) =>
      setTarget((previous) => ({ turn, focus, id: (previous?.id ?? 0) + 1 })),
    [],
  );
}
