"use client";

import { type RefObject, useEffect } from "react";

/**
 * Scrolls an element that just opened (a form inside a scrolled pane) into view, as little as
 * needed, so all of it is visible; then focuses `focus`, if given, without scrolling again.
 */
export function useRevealOnOpen(
  element: RefObject<HTMLElement | null>,
  focus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    element.current?.scrollIntoView({ block: "nearest" });
    focus?.current?.focus({ preventScroll: true });
  }, [element, focus]);
}
