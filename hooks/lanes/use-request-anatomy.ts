"use client";

import { useMemo } from "react";
import type { LoupeEvent } from "@/lib/events/types";
import {
  previousTurnRequest,
  type RequestDiffState,
  sentMessages,
  turnRequestChanges,
} from "@/lib/views/lanes/turn-request-reading";
import { turnWaterfall } from "@/lib/views/lanes/turn-waterfall";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";
import { useTurnRawExchange } from "./use-turn-raw-exchange";

/**
 * What the Request lane shows of the selected turn beside its body: its messages, what its request
 * changed against the previous turn's (whose raw exchange is loaded when the events stream left it
 * out) and its waterfall. `events` hold the selected turn's raw exchange.
 */
export function useRequestAnatomy(input: {
  sessionId: string | null;
  events: readonly LoupeEvent[];
  view: TurnView | null;
  onError: (error: unknown) => void;
}) {
  const { sessionId, events, view, onError } = input;
  const turn = view?.turn ?? null;
  const request = view?.request;
  const previousTurn = turn !== null && turn > 1 ? turn - 1 : null;
  const streamed = useMemo(() => {
    if (previousTurn === null) return undefined;
    const found = previousTurnRequest(events, previousTurn + 1);
    return found?.data.turn === previousTurn ? found : undefined;
  }, [events, previousTurn]);
  const fetched = useTurnRawExchange(
    sessionId,
    previousTurn !== null && !streamed ? previousTurn : null,
    onError,
  );
  const previous = useMemo(
    () =>
      streamed ??
      (fetched && previousTurn !== null
        ? previousTurnRequest(fetched, previousTurn + 1)
        : undefined),
    [streamed, fetched, previousTurn],
  );
  const diff = useMemo((): RequestDiffState => {
    if (previousTurn === null) return { state: "first" };
    if (!request || (!previous && !fetched)) return { state: "loading", previousTurn };
    const changes = previous && turnRequestChanges(previous.data, request);
    return changes ? { state: "ready", previousTurn, changes } : { state: "unread", previousTurn };
  }, [previousTurn, request, previous, fetched]);
  const messages = useMemo(() => (request ? sentMessages(request) : undefined), [request]);
  const waterfall = useMemo(
    () => (turn === null ? undefined : turnWaterfall(events, turn)),
    [events, turn],
  );
  return { diff, messages, waterfall };
}
