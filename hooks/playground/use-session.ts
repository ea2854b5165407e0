"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SessionOverview } from "@/lib/api/sessions";
import type { LoupeEvent } from "@/lib/events/types";
import { loadRetryDelay } from "@/lib/views/playground/session/load-retry";
import { createSnapshotFolder } from "@/lib/views/playground/session/session-checkpoint";
import type { ApiError } from "@/lib/views/shared/api-client";
import { browserApi } from "@/lib/views/shared/browser-api";

/**
 * The open session: loaded once without its events (`GET /api/sessions/:id?events=none`), then
 * kept up to date by folding the events the page follows on `/events` (`useSessionEvents`), so
 * it is never downloaded again. `failure` is why the load failed (a 404: no such session);
 * a network or server failure is retried a few times with a backoff; `refresh` loads it again.
 */
export function useSession(
  sessionId: string | null,
  events: readonly LoupeEvent[],
  onError: (error: unknown) => void,
) {
  const [loaded, setLoaded] = useState<SessionOverview | null>(null);
  const [failure, setFailure] = useState<{ error: ApiError; count: number } | null>(null);
  const latestRequest = useRef(0);
  const idRef = useRef(sessionId);
  idRef.current = sessionId;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const refresh = useCallback(async () => {
    const id = idRef.current;
    if (!id) return null;
    latestRequest.current += 1;
    const request = latestRequest.current;
    try {
      const snapshot = await browserApi.getSession(id);
      if (request !== latestRequest.current || idRef.current !== id) return null;
      setLoaded(snapshot);
      setFailure(null);
      return snapshot;
    } catch (error) {
      if (request === latestRequest.current && idRef.current === id) {
        setFailure((previous) => ({ error: error as ApiError, count: (previous?.count ?? 0) + 1 }));
        onErrorRef.current(error);
      }
      return null;
    }
  }, []);

  useEffect(() => {
    setLoaded(null);
    setFailure(null);
    if (sessionId) void refresh();
  }, [sessionId, refresh]);

  const failureCount = failure?.count ?? 0;
  const failureStatus = failure?.error.status ?? 0;
  useEffect(() => {
    const delay = loadRetryDelay(failureCount, failureStatus);
    if (delay === undefined) return;
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [failureCount, failureStatus, refresh]);

  const fold = useMemo(() => createSnapshotFolder(), []);
  const current = loaded !== null && loaded.id === sessionId ? loaded : null;
  const session = current ? fold(current, events) : null;
  return {
    session,
    failure: failure?.error ?? null,
    /** The session id names no session (deleted, or a mistyped link). */
    notFound: failure?.error.status === 404,
    refresh,
  };
}
