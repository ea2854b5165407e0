"use client";

import { useMemo } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import {
  previousTurnRequest,
  type RequestDiffState,
  type SentRequest,
  turnRequestChanges,
} from "@/lib/views/lanes/turn-request-reading";
import { useTurnRawExchange } from "./use-turn-raw-exchange";

/**
 * What turn `turn`'s request changed against the previous turn's. The events stream leaves
 * older turns' raw exchange out, so the previous turn's is loaded when it is not there; a page
 * mounts this only while the diff is shown, so nothing is loaded or compared before.
 */
export function useRequestDiff(input: {
  sessionId: string | null;
  events: readonly LoupeEvent[];
  turn: number;
  request: SentRequest;
  onError: (error: unknown) => void;
}): RequestDiffState {
  const { sessionId, events, turn, request, onError } = input;
  const previousTurn = turn > 1 ? turn - 1 : null;
  const streamed = useMemo(() => {
    if (previousTurn === null) return undefined;
    const found = previousTurnRequest(events, turn);
    return found?.data.turn === previousTurn ? found : undefined;
  }, [events, turn, previousTurn]);
  const fetched = useTurnRawExchange(
    sessionId,
    previousTurn !== null && !streamed ? previousTurn : null,
    onError,
  );
  const previous = streamed ?? (fetched ? previousTurnRequest(fetched, turn) : undefined);
  const { body, url } = request;
  return useMemo((): RequestDiffState => {
    if (previousTurn === null) return { state: "first" };
    if (!previous)
      return fetched ? { state: "unread", previousTurn } : { state: "loading", previousTurn };
    const changes = turnRequestChanges(previous.data, { body, url });
    return changes ? { state: "ready", previousTurn, changes } : { state: "unread", previousTurn };
  }, [previousTurn, previous, fetched, body, url]);
}
