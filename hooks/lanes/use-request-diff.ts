"use client";

import { useMemo, useState } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import {
  previousRequestSource,
  previousTurnRequest,
  type RequestDiffState,
  type SentRequest,
  turnRequestChanges,
} from "@/lib/views/lanes/turn-request-reading";
import { useTurnRawExchange } from "./use-turn-raw-exchange";

/**
 * What turn `turn`'s request changed against the previous one: this session's turn before, or
 * for a fork's first turn the forked-from session's turn it continues. The events stream leaves
 * older turns' raw exchange out, so the previous turn's is loaded when it is not there; a page
 * mounts this only while the diff is shown, so nothing is loaded or compared before. A
 * forked-from session that is gone leaves the fork's first request with nothing before it.
 */
export function useRequestDiff(input: {
  sessionId: string | null;
  events: readonly LoupeEvent[];
  turn: number;
  request: SentRequest;
  onError: (error: unknown) => void;
}): RequestDiffState {
  const { sessionId, events, turn, request, onError } = input;
  const source = useMemo(() => previousRequestSource(events, turn), [events, turn]);
  const previousTurn = source?.turn ?? null;
  const parentSessionId = source?.parentSessionId;
  const [parentGone, setParentGone] = useState<string | null>(null);
  const streamed = useMemo(() => {
    if (previousTurn === null || parentSessionId !== undefined) return undefined;
    const found = previousTurnRequest(events, turn);
    return found?.data.turn === previousTurn ? found : undefined;
  }, [events, turn, previousTurn, parentSessionId]);
  const fetched = useTurnRawExchange(
    parentSessionId ?? sessionId,
    previousTurn !== null && !streamed && parentGone !== parentSessionId ? previousTurn : null,
    parentSessionId === undefined ? onError : () => setParentGone(parentSessionId),
  );
  const previous =
    streamed ??
    (fetched && previousTurn !== null ? previousTurnRequest(fetched, previousTurn + 1) : undefined);
  const { body, url } = request;
  return useMemo((): RequestDiffState => {
    if (previousTurn === null) return { state: "first" };
    const inParent = parentSessionId === undefined ? {} : { inParent: true };
    if (parentSessionId !== undefined && parentGone === parentSessionId) {
      return { state: "first", parentGone: { turn: previousTurn } };
    }
    if (!previous) {
      return fetched
        ? { state: "unread", previousTurn, ...inParent }
        : { state: "loading", previousTurn, ...inParent };
    }
    const changes = turnRequestChanges(previous.data, { body, url });
    return changes
      ? { state: "ready", previousTurn, ...inParent, changes }
      : { state: "unread", previousTurn, ...inParent };
  }, [previousTurn, parentSessionId, parentGone, previous, fetched, body, url]);
}
