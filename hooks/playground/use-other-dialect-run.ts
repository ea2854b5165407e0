"use client";

import { useCallback, useRef } from "react";
import type { DialectId } from "@/lib/events/types";
import { browserApi } from "@/lib/views/shared/browser-api";
import type { PlaygroundUrlState } from "@/lib/views/shared/url-state";

/** What running a session again in another dialect needs from the page. */
export interface OtherDialectRunContext {
  sessionId: string | null;
  updateUrl: (changes: Partial<PlaygroundUrlState>, mode?: "push" | "replace") => void;
  report: (error: unknown, action: string) => void;
  /** Called once the copy exists, before the page opens it. */
  onStarted: () => void;
}

/**
 * "Run in another dialect": duplicates the open session with another dialect (the API copies
 * its task, servers and model and renders that dialect's default prompt) and opens the copy,
 * ready for its first Step. A failure goes to the alert region; the open session stays.
 */
export function useOtherDialectRun(context: OtherDialectRunContext) {
  const contextRef = useRef(context);
  contextRef.current = context;
  return useCallback(async (dialect: DialectId) => {
    const { sessionId, updateUrl, report, onStarted } = contextRef.current;
    if (!sessionId) return;
    try {
      const { id } = await browserApi.duplicateSession(sessionId, { dialect });
      onStarted();
      updateUrl({ sessionId: id, turn: null }, "push");
    } catch (error) {
      report(error, "Run in another dialect");
    }
  }, []);
}
