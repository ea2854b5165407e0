"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import type { ApiError } from "@/lib/views/api-client";
import type { SessionSnapshot } from "@/lib/views/api-types";
import { browserApi } from "@/lib/views/browser-api";
import { needsRefresh, refreshRetryDelay, sessionCheckpoint } from "@/lib/views/session-checkpoint";
import type { SessionEventCache } from "@/lib/views/session-event-cache";

/** A refresh that failed: why, for which checkpoint, and how many times in a row. */
interface RefreshFailure {
  error: ApiError;
  checkpoint: number;
  count: number;
}

/**
 * The session as the server folds it (`GET /api/sessions/:id`): status, history, pending action.
 * Fetched when the id changes and again whenever a state-changing event arrives on the stream;
 * its events seed the session event cache, so a reload restores everything. A failed refresh is
 * retried a few times with a backoff, and again when a newer checkpoint arrives.
 */
export function useSession(
  sessionId: string | null,
  store: SessionEventCache,
  events: readonly LoupeEvent[],
  onError: (error: unknown) => void,
) {
  const [session, setSession] = useState<SessionSnapshot | null>(null);
  const [failure, setFailure] = useState<RefreshFailure | null>(null);
  const latestRequest = useRef(0);
  const idRef = useRef(sessionId);
  idRef.current = sessionId;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const checkpoint = sessionCheckpoint(events);
  const checkpointRef = useRef(checkpoint);
  checkpointRef.current = checkpoint;

  const refresh = useCallback(async () => {
    const id = idRef.current;
    if (!id) return null;
    latestRequest.current += 1;
    const request = latestRequest.current;
    const asked = checkpointRef.current;
    try {
      const snapshot = await browserApi.getSession(id);
      if (request !== latestRequest.current || idRef.current !== id) return null;
      store.add(snapshot.events);
      setSession(snapshot);
      setFailure(null);
      return snapshot;
    } catch (error) {
      if (request === latestRequest.current && idRef.current === id) {
        setFailure((previous) => ({
          error: error as ApiError,
          checkpoint: asked,
          count: previous?.checkpoint === asked ? previous.count + 1 : 1,
        }));
        onErrorRef.current(error);
      }
      return null;
    }
  }, [store]);

  useEffect(() => {
    setSession(null);
    setFailure(null);
    if (sessionId) void refresh();
  }, [sessionId, refresh]);

  const knownCheckpoint = session ? sessionCheckpoint(session.events) : 0;
  const failedCheckpoint = failure?.checkpoint ?? null;
  useEffect(() => {
    if (needsRefresh({ checkpoint, knownCheckpoint, failedCheckpoint })) void refresh();
  }, [checkpoint, knownCheckpoint, failedCheckpoint, refresh]);

  const failureCount = failure?.count ?? 0;
  const failureStatus = failure?.error.status ?? 0;
  useEffect(() => {
    const delay =
      failedCheckpoint === null ? undefined : refreshRetryDelay(failureCount, failureStatus);
    if (delay === undefined) return;
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [failedCheckpoint, failureCount, failureStatus, refresh]);

  return { session, failure: failure?.error ?? null, refresh };
}
