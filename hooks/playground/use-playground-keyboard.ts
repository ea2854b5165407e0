"use client";

import { useState } from "react";
import type { DecisionInput, StepResult } from "@/lib/api/sessions";
import type { SessionStatus } from "@/lib/events/session-state";
import { canExecute, type DecisionMode } from "@/lib/views/playground/conversation/pending-action";
import { neighbourTurn } from "@/lib/views/playground/conversation/turn-navigation";
import type { TurnSummary } from "@/lib/views/playground/conversation/turn-status";
import type { PendingDecision } from "@/lib/views/playground/session/session-pause";
import { useCommandFocus } from "./use-command-focus";
import { useKeyboardShortcuts } from "./use-keyboard-shortcuts";

/** What the playground's keyboard use needs from the page. */
export interface PlaygroundKeyboardContext {
  turns: readonly TurnSummary[];
  selectedTurn: number | null;
  sessionStatus: SessionStatus | undefined;
  /** The turn whose action waits for a decision, and that action. */
  pending: PendingDecision | null;
  busy: boolean;
  stepEnabled: boolean;
  /** Run and Stop, when they apply now (undefined: they do not). */
  runLoop?: () => void;
  stop?: () => void;
  /** Runs Step; answers the API's account of the turn (null when it did not run). */
  runStep: () => Promise<StepResult | null>;
  runDecision: (input: DecisionInput) => void;
  /** Shows a turn in the lanes and brings it into view in the conversation. */
  showTurn: (turn: number) => void;
}

/**
 * The playground's commands as the keyboard and the focus see them: Step and the decisions
 * move the focus to the next command, the pending action's card opens Mock on a shortcut, and
 * the shortcuts (`lib/views/playground/layout/keyboard-shortcuts.ts`) apply only while their button would.
 */
export function usePlaygroundKeyboard(context: PlaygroundKeyboardContext) {
  const { pending, busy } = context;
  const [modeOf, setModeOf] = useState<{ turn: number; mode: DecisionMode }>({
    turn: 0,
    mode: "choose",
  });
  const decisionMode: DecisionMode =
    pending && modeOf.turn === pending.turn ? modeOf.mode : "choose";
  const changeDecisionMode = (mode: DecisionMode) => {
    if (pending) setModeOf({ turn: pending.turn, mode });
  };
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const focus = useCommandFocus({
    latestTurn: context.turns.at(-1),
    sessionStatus: context.sessionStatus,
    busy,
    pendingAction: pending ? pending.host : undefined,
  });

  const step = () => {
    focus.stepStarted();
    void context.runStep().then(focus.stepEnded);
  };
  const decide = (input: DecisionInput) => {
    focus.decisionSent();
    context.runDecision(input);
  };
  const turnShower = (turn: number | null) =>
    turn === null ? undefined : () => context.showTurn(turn);
  const turnNumbers = context.turns.map((summary) => summary.turn);
  const choosing = pending !== null && !busy && decisionMode === "choose";

  useKeyboardShortcuts({
    step: context.stepEnabled ? step : undefined,
    run: context.runLoop,
    stop: context.stop,
    execute:
      choosing && canExecute(pending.host) ? () => decide({ decision: "execute" }) : undefined,
    mock: pending !== null && !busy ? () => changeDecisionMode("mock") : undefined,
    skip: choosing ? () => decide({ decision: "skip" }) : undefined,
    "next-turn": turnShower(neighbourTurn(turnNumbers, context.selectedTurn, 1)),
    "previous-turn": turnShower(neighbourTurn(turnNumbers, context.selectedTurn, -1)),
    help: () => setShortcutsOpen(true),
  });

  return { decisionMode, changeDecisionMode, step, decide, shortcutsOpen, setShortcutsOpen };
}
