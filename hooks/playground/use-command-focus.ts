"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { StepResult } from "@/lib/api/sessions";
import {
  type FocusTarget,
  focusAfterStep,
  type PageProgress,
} from "@/lib/views/playground/layout/command-focus";

/** The attribute that marks the control a command moves the focus to. */
export const focusTargetAttribute = "data-focus-target";

/**
 * Moves the focus to where the next command is, so it never falls to the page: after a Step, to
 * the pending action's Execute (or the result, or Step again) once the page shows the turn;
 * after a decision, to Step. The focus moves only if the person left it where it was.
 */
export function useCommandFocus(progress: PageProgress) {
  const [awaited, setAwaited] = useState<Pick<StepResult, "turn" | "status"> | null>(null);
  const focusedAtStart = useRef<Element | null>(null);

  useEffect(() => {
    if (!awaited) return;
    const target = focusAfterStep(awaited, progress);
    if (!target) return;
    const active = document.activeElement;
    const untouched =
      active === null ||
      active === document.body ||
      active === focusedAtStart.current ||
      active.getAttribute(focusTargetAttribute) === "step";
    if (!untouched || focusTarget(target) || (target === "result" && focusTarget("step"))) {
      setAwaited(null);
    }
  });

  /** Call when Step starts: remembers where the focus was. */
  const stepStarted = useCallback(() => {
    focusedAtStart.current = document.activeElement;
    setAwaited(null);
  }, []);

  /** Call with the API's answer when Step ends (null: it failed, the focus stays). */
  const stepEnded = useCallback((result: Pick<StepResult, "turn" | "status"> | null) => {
    setAwaited(result);
  }, []);

  /** Call as a decision is sent: the focus goes to Step (before the action card goes away). */
  const decisionSent = useCallback(() => {
    focusTarget("step");
  }, []);

  return { stepStarted, stepEnded, decisionSent };
}

/**
 * Focuses the control marked with `target`; when it is on the page but hidden (a collapsed pane,
 * another tab on a narrow screen), the conversation instead. False while it is not on the page.
 */
function focusTarget(target: FocusTarget): boolean {
  const marked = [
    ...document.querySelectorAll<HTMLElement>(`[${focusTargetAttribute}="${target}"]`),
  ];
  if (marked.length === 0) return false;
  const fallback = [
    ...document.querySelectorAll<HTMLElement>(`[${focusTargetAttribute}="fallback"]`),
  ];
  const element = [...marked, ...fallback].find((candidate) => isShown(candidate));
  if (!element) return false;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "nearest" });
  return true;
}

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}
