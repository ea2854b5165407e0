"use client";

import { useCallback, useRef } from "react";
import type { ForkEdit } from "@/lib/api/sessions";
import { browserApi } from "@/lib/views/shared/browser-api";
import type { PlaygroundUrlState } from "@/lib/views/shared/url-state";

/** What forking a turn needs from the page. */
export interface ForkTurnContext {
  sessionId: string | null;
  updateUrl: (changes: Partial<PlaygroundUrlState>, mode?: "push" | "replace") => void;
  report: (error: unknown, action: string) => void;
}

/**
 * "Fork from here": forks the open session at the end of a turn, with at most one change (an
 * edited observation, an edited message), and opens the fork, ready for its first Step. The
 * source stays as it was; a failure goes to the alert region and the open session stays.
 */
export function useForkTurn(context: ForkTurnContext) {
  const contextRef = useRef(context);
  contextRef.current = context;
  return useCallback(async (turn: number, edit?: ForkEdit) => {
    const { sessionId, updateUrl, report } = contextRef.current;
    if (!sessionId) return;
    try {
      const { id } = await browserApi.forkSession(sessionId, { turn, ...(edit ? { edit } : {}) });
      updateUrl({ sessionId: id, turn: null }, "push");
    } catch (error) {
      report(error, "Fork");
    }
  }, []);
}
