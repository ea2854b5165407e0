"use client";

import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";
import {
  firstEndingBelow,
  isWindowed,
  turnsToRender,
  UNMEASURED_TURN_HEIGHT,
} from "@/lib/views/playground/conversation/turn-window";

/** The conversation's turn sections: the scroller's own children marked with their turn. */
const turnSections = ":scope > article[data-turn]";

/** What the conversation renders of a long session, and what keeps it up to date. */
export interface TurnWindow {
  /** Whether turn `turn` is rendered in full (else a placeholder of `heightOf(turn)`). */
  isRendered: (turn: number) => boolean;
  /** The last measured height of a turn's section, in pixels. */
  heightOf: (turn: number) => number;
  /** Call on every scroll of the conversation: the turns in view are found again. */
  onScroll: () => void;
}

/**
 * Renders a long conversation's turns near the view only (`turnsToRender`), as the Raw SSE lane
 * renders its lines: the turns in `scroller` are found in view by a binary search over their
 * sections' positions once a frame at most while it scrolls, each rendered turn's height is
 * observed so its placeholder keeps its place, and `kept` turns (the selected one, a jump's
 * target, the lit one) are always rendered, so whatever brings a turn into view finds it whole.
 * `sessionTurns` is how many turns the session is known to have while its events arrive.
 */
export function useTurnWindow(
  scroller: RefObject<HTMLElement | null>,
  turns: readonly number[],
  kept: ReadonlyArray<number | null | undefined>,
  sessionTurns = 0,
): TurnWindow {
  const [visible, setVisible] = useState<{ first: number; last: number } | null>(null);
  const heights = useRef(new Map<number, number>());
  const frame = useRef<number | null>(null);
  const windowed = isWindowed(turns.length, sessionTurns);
  const rendered = turnsToRender({ turns, visible, kept, sessionTurns });

  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef(new WeakSet<Element>());
  // Heights come from a ResizeObserver, after the browser's own layout: reading offsetHeight at
  // every render forced a layout of the whole conversation each time.
  useLayoutEffect(() => {
    if (!windowed) return;
    observer.current ??= new ResizeObserver((entries) => {
      for (const entry of entries) {
        const section = entry.target as HTMLElement;
        const height = entry.borderBoxSize[0]?.blockSize ?? 0;
        // A section taken out (it became a placeholder) reports no size: its last one stands.
        if (!section.isConnected || height === 0) continue;
        heights.current.set(Number(section.dataset.turn), height);
      }
    });
    const sections = scroller.current?.querySelectorAll<HTMLElement>(turnSections) ?? [];
    for (const section of sections) {
      if (section.dataset.turnPlaceholder !== undefined || observed.current.has(section)) continue;
      observed.current.add(section);
      observer.current.observe(section);
    }
  });
  useLayoutEffect(
    () => () => {
      observer.current?.disconnect();
      observed.current = new WeakSet();
    },
    [],
  );

  const findVisible = useCallback(() => {
    frame.current = null;
    const element = scroller.current;
    if (!element) return;
    const sections = element.querySelectorAll<HTMLElement>(turnSections);
    if (sections.length === 0) return;
    const top = element.getBoundingClientRect().top - element.scrollTop;
    const bottomOf = (index: number) =>
      (sections[index]?.getBoundingClientRect().bottom ?? 0) - top;
    const last = sections.length - 1;
    const first = Math.min(last, firstEndingBelow(sections.length, element.scrollTop, bottomOf));
    const end = Math.min(
      last,
      firstEndingBelow(sections.length, element.scrollTop + element.clientHeight, bottomOf),
    );
    const next = {
      first: Number(sections[first]?.dataset.turn),
      last: Number(sections[end]?.dataset.turn),
    };
    setVisible((previous) =>
      previous?.first === next.first && previous.last === next.last ? previous : next,
    );
  }, [scroller]);

  const onScroll = useCallback(() => {
    if (!windowed || frame.current !== null) return;
    frame.current = requestAnimationFrame(findVisible);
  }, [windowed, findVisible]);

  useLayoutEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return {
    isRendered: (turn) => rendered === "all" || rendered.has(turn),
    heightOf: (turn) => heights.current.get(turn) ?? UNMEASURED_TURN_HEIGHT,
    onScroll,
  };
}
