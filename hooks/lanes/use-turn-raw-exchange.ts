"use client";

import { useEffect, useRef, useState } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import { browserApi } from "@/lib/views/shared/browser-api";

/**
 * The raw exchange of an earlier turn of the open session, loaded once when a person looks at it
 * (the events stream leaves older turns' raw exchange out). Undefined while loading, or when
 * `turn` is null; a failure goes to `onError` and the lanes show what the stream had.
 */
export function useTurnRawExchange(
  sessionId: string | null,
  turn: number | null,
  onError: (error: unknown) => void,
): LoupeEvent[] | undefined {
  const cache = useRef(new Map<string, LoupeEvent[]>());
  const [, setLoaded] = useState(0);
  const key = sessionId !== null && turn !== null ? `${sessionId}:${turn}` : null;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    if (key === null || sessionId === null || turn === null || cache.current.has(key)) return;
    let current = true;
    browserApi.turnRaw(sessionId, turn).then(
      (answer) => {
        cache.current.set(key, answer.events);
        if (current) setLoaded((count) => count + 1);
      },
      (error: unknown) => {
        if (current) onErrorRef.current(error);
      },
    );
    return () => {
      current = false;
    };
  }, [key, sessionId, turn]);

  return key === null ? undefined : cache.current.get(key);
}
