"use client";

import { useEffect, useMemo, useRef } from "react";
import { useInspectorServers } from "@/hooks/inspector/use-inspector-servers";
import type { ServerConfig } from "@/lib/mcp/server-config";
import {
  baseSelection,
  selectionProblem,
  serverChoices,
  unknownChoices,
} from "@/lib/views/playground/setup/session-servers";

/**
 * The servers the next run can use: the demo weather server and every listed server (loaded
 * again when the window regains focus, e.g. after adding one in the inspector, and once access
 * is regained after a refused load), and the person's choice among them.
 */
export function useSessionServers(draft: {
  /** Whether this browser holds the token; undefined while unknown. */
  authenticated: boolean | undefined;
  /** The open session's servers, else the copied run's. */
  servers: ServerConfig[] | undefined;
  serverSelection: string[] | null;
  basedOn: string | null;
}) {
  const listed = useInspectorServers();
  const { reload } = listed;
  useEffect(() => {
    const onFocus = () => void reload();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [reload]);
  const failed = useRef(false);
  failed.current = listed.error !== null;
  useEffect(() => {
    if (draft.authenticated === true && failed.current) void reload();
  }, [draft.authenticated, reload]);
  const copied = draft.basedOn === null ? undefined : draft.servers;
  const choices = useMemo(() => serverChoices(listed.servers, copied), [listed.servers, copied]);
  const base = useMemo(() => baseSelection(copied, listed.servers), [copied, listed.servers]);
  const selection = draft.serverSelection ?? base;
  return {
    choices,
    selection,
    loading: listed.loading,
    error: listed.error,
    reload,
    problem: selectionProblem(selection, choices),
    /** Chosen servers the list does not hold (once it has loaded). */
    missing: listed.loading ? [] : unknownChoices(selection, choices),
    /** The copied run's choice (the demo server alone when there is none). */
    base,
  };
}
