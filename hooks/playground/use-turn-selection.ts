"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { useTurnRawExchange } from "@/hooks/lanes/use-turn-raw-exchange";
import type { LoupeEvent } from "@/lib/events/types";
import {
  type LinkSelection,
  type LitItems,
  litItems,
  nothingLit,
  selectLink,
  turnLinks,
} from "@/lib/views/lanes/turn-links";
import { withTurnRawExchange } from "@/lib/views/lanes/turn-raw-exchange";
import { listTurns } from "@/lib/views/playground/conversation/turn-status";
import { deriveTurn } from "@/lib/views/playground/conversation/turn-view";
import type { LaneId } from "@/lib/views/shared/url-state";

/**
 * Which turn of the open session the lanes show and what is lit: the turn in the URL while the
 * session has it, else the latest; an earlier turn's raw exchange is loaded when it is shown (the
 * events stream leaves it out). A selected action, JSON-RPC exchange or observation lights the
 * rest of its turn's chain (`litItems`) in every view; lighting a turn's action from the
 * conversation shows that turn's Raw SSE lane; what is lit goes out when no session is open.
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

  const [selection, setSelection] = useState<LinkSelection | null>(null);
  useEffect(() => {
    if (sessionId === null) setSelection(null);
  }, [sessionId]);
  const litTurn = selection?.turn ?? null;
  const lit: LitItems = useMemo(() => {
    if (selection === null) return nothingLit;
    const view =
      selection.turn === selectedTurn && turnView ? turnView : deriveTurn(events, selection.turn);
    return litItems(turnLinks(view), selection);
  }, [selection, selectedTurn, turnView, events]);
  const selectTurn = useCallback((turn: number) => updateUrl({ turn }), [updateUrl]);
  // Selecting what is already lit puts the chain out; anything else lights its own chain.
  const choose = (next: LinkSelection) => setSelection(selectLink(selection, next, lit));
  const selectAction = (turn: number) => {
    choose({ kind: "action", turn });
    updateUrl({ turn, lane: "sse" });
  };
  const selectObservation = (turn: number) => {
    choose({ kind: "observation", turn });
    updateUrl({ turn });
  };
  const selectRpc = (key: string) => {
    if (selectedTurn !== null) choose({ kind: "rpc", key, turn: selectedTurn });
  };
  return {
    turns,
    selectedTurn,
    turnView,
    /** The session's events with the selected turn's raw exchange in them. */
    turnEvents: withRaw,
    /** The turn whose chain is lit, if any. */
    litTurn,
    /** What is lit in that turn. */
    lit,
    /** The selected turn's action is lit. */
    actionLit: litTurn !== null && litTurn === selectedTurn && lit.action,
    /** The JSON-RPC exchanges lit in the selected turn. */
    litRpcKeys: litTurn !== null && litTurn === selectedTurn ? lit.rpcKeys : nothingLit.rpcKeys,
    selectTurn,
    selectAction,
    selectObservation,
    selectRpc,
    /** Lights the selected turn's action, or puts it out. */
    toggleAction: () => {
      if (selectedTurn !== null) choose({ kind: "action", turn: selectedTurn });
    },
    clearLit: () => setSelection(null),
  };
}
