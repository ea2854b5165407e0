"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import type { ApiError } from "@/lib/views/api-client";
import type { SessionSnapshot } from "@/lib/views/api-types";
import { browserApi } from "@/lib/views/browser-api";
import type { EventStore } from "@/lib/views/event-store";
import { sessionCheckpoint } from "@/lib/views/session-checkpoint";

/**
 * The session as the server folds it (`GET /api/sessions/:id`): status, history, pending action.
 * Fetched when the id changes and again whenever a state-changing event arrives on the stream;
 * its events seed the event store, so a reload restores everything.
 */
export function useSession(
  sessionId: string | null,
  store: EventStore,
  events: readonly LoupeEvent[],
  onError: (error: unknown) => void,
) {
  const [session, setSession] = useState<SessionSnapshot | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
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
      store.add(snapshot.events);
      setSession(snapshot);
      setFailure(null);
      return snapshot;
    } catch (error) {
      if (request === latestRequest.current && idRef.current === id) {
        setFailure(error as ApiError);
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

  const checkpoint = sessionCheckpoint(events);
  const knownCheckpoint = session ? sessionCheckpoint(session.events) : 0;
  useEffect(() => {
    if (checkpoint > knownCheckpoint && !failure) void refresh();
  }, [checkpoint, knownCheckpoint, failure, refresh]);

  return { session, failure, refresh };
}
