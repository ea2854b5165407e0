"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { useTurnRawExchange } from "@/hooks/lanes/use-turn-raw-exchange";
import type { LoupeEvent } from "@/lib/events/types";
import { withTurnRawExchange } from "@/lib/views/lanes/turn-raw-exchange";
import { listTurns } from "@/lib/views/playground/conversation/turn-status";
import { deriveTurn } from "@/lib/views/playground/conversation/turn-view";
import type { LaneId } from "@/lib/views/shared/url-state";

/**
 * Which turn of the open session the lanes show and whether its action is lit: the turn in the
 * URL while the session has it, else the latest; an earlier turn's raw exchange is loaded when it
 * is shown (the events stream leaves it out). Lighting a turn's action from the conversation
 * shows that turn's Raw SSE lane; a lit action goes out when no session is open.
 */
export function useTurnSelection(input: {
  sessionId: string | null;
  events: readonly LoupeEvent[];
  /** The turn in the URL, if any. */
  turn: number | null;
  updateUrl: (changes: { turn?: number; lane?: LaneId }) => void;
  report: (error: unknown, action: string) => void;
}) {
  const { sessionId, events, turn, updateUrl, report } = input;
  const turns = useMemo(() => listTurns(events), [events]);
  const latestTurn = turns.at(-1)?.turn ?? null;
  const selectedTurn =
    turn !== null && turns.some((summary) => summary.turn === turn) ? turn : latestTurn;
  // The stream brings earlier turns without their raw exchange; it is loaded when one is shown.
  const earlierRaw = useTurnRawExchange(
    sessionId,
    selectedTurn !== null && selectedTurn !== latestTurn ? selectedTurn : null,
    (error) => report(error, "Load the turn's raw exchange"),
  );
  const withRaw = useMemo(
    () =>
      selectedTurn !== null && earlierRaw
        ? withTurnRawExchange(events, selectedTurn, earlierRaw)
        : events,
    [events, selectedTurn, earlierRaw],
  );
  const turnView = useMemo(
    () => (selectedTurn === null ? null : deriveTurn(withRaw, selectedTurn)),
    [withRaw, selectedTurn],
  );

  const [litTurn, setLitTurn] = useState<number | null>(null);
  useEffect(() => {
    if (sessionId === null) setLitTurn(null);
  }, [sessionId]);
  const selectTurn = useCallback((turn: number) => updateUrl({ turn }), [updateUrl]);
  const selectAction = useCallback(
    (turn: number) => {
      setLitTurn((current) => (current === turn ? null : turn));
      updateUrl({ turn, lane: "sse" });
    },
    [updateUrl],
  );
  return {
    turns,
    selectedTurn,
    turnView,
    /** The session's events with the selected turn's raw exchange in them. */
    turnEvents: withRaw,
    /** The turn whose action is lit, if any. */
    litTurn,
    /** The selected turn's action is lit. */
    actionLit: litTurn !== null && litTurn === selectedTurn,
    selectTurn,
    selectAction,
    /** Lights the selected turn's action, or puts it out. */
    toggleAction: () => {
      if (selectedTurn !== null)
        setLitTurn((current) => (current === selectedTurn ? null : selectedTurn));
    },
    clearLit: () => setLitTurn(null),
  };
}
