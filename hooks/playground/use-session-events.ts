"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import { eventKinds, parseStreamedEvent } from "@/lib/views/playground/session/event-kinds";
import {
  createSessionEventCache,
  type SessionEventCache,
} from "@/lib/views/playground/session/session-event-cache";
import { sessionEventsUrl } from "@/lib/views/shared/api-client";

/** The state of the live event stream, shown next to the session. */
export type StreamConnection = "idle" | "connecting" | "open" | "reconnecting" | "closed";

const noEvents: readonly LoupeEvent[] = [];
const retryDelaysMs = [1_000, 2_000, 4_000, 8_000, 15_000];

/** Batches store notifications to one per frame while a stream bursts. */
const perFrame = (flush: () => void) => {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(flush);
  else setTimeout(flush, 16);
};

/**
 * Subscribes to a session's live events (`GET /api/sessions/:id/events`) into an ordered,
 * deduplicated store. `EventSource` resumes by itself with `Last-Event-ID`; a stream that fails
 * for good (a 401 or 404) is opened again a few times with `?after=` the last event held.
 */
export function useSessionEvents(sessionId: string | null): {
  events: readonly LoupeEvent[];
  store: SessionEventCache;
  connection: StreamConnection;
  reconnect: () => void;
} {
  const [store] = useState(() => createSessionEventCache(perFrame));
  const [connection, setConnection] = useState<StreamConnection>("idle");
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const streamedSession = useRef<string | null>(null);
  const events = useSyncExternalStore(store.subscribe, store.getSnapshot, () => noEvents);

  useEffect(() => {
    if (streamedSession.current !== sessionId) {
      streamedSession.current = sessionId;
      store.clear();
      failures.current = 0;
    }
    if (!sessionId) {
      setConnection("idle");
      return;
    }
    setConnection(attempt === 0 ? "connecting" : "reconnecting");
    const after = store.lastSeq();
    const source = new EventSource(sessionEventsUrl(sessionId, after));
    let retry: ReturnType<typeof setTimeout> | undefined;
    const receive = (message: MessageEvent<string>) => {
      const event = parseStreamedEvent(message.data);
      if (event && event.sessionId === sessionId) store.add([event]);
    };
    for (const kind of eventKinds) source.addEventListener(kind, receive);
    source.onopen = () => {
      failures.current = 0;
      setConnection("open");
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) {
        setConnection("reconnecting");
        return;
      }
      setConnection("closed");
      const delay = retryDelaysMs[failures.current];
      failures.current += 1;
      if (delay !== undefined) retry = setTimeout(() => setAttempt((value) => value + 1), delay);
    };
    return () => {
      if (retry) clearTimeout(retry);
      source.close();
    };
  }, [store, sessionId, attempt]);

  const reconnect = useCallback(() => {
    failures.current = 0;
    setAttempt((value) => value + 1);
  }, []);
  return { events, store, connection, reconnect };
}
