"use client";

import type { StepControls } from "@/components/playground/setup/setup-view";
import type { usePlaygroundCommands } from "@/hooks/playground/use-playground-commands";
import { usePlaygroundKeyboard } from "@/hooks/playground/use-playground-keyboard";
import type { SessionOverview } from "@/lib/api/sessions";
import type { TurnSummary } from "@/lib/views/playground/conversation/turn-status";
import { pendingDecision } from "@/lib/views/playground/session/session-pause";
import { stepAvailability } from "@/lib/views/playground/session/step-availability";

/**
 * Step and the decisions as the page offers them: whether Step can run now and why not (`step`,
 * for the setup column's buttons), the pending decision, and the keyboard and focus around them.
 * `sessionId` is the session in the URL; `notFound` says the server does not have it.
 */
export function useStepControls(input: {
  sessionId: string | null;
  session: SessionOverview | null;
  notFound: boolean;
  authenticated: boolean | undefined;
  /** The Task field's text. */
  task: string;
  turns: readonly TurnSummary[];
  selectedTurn: number | null;
  commands: ReturnType<typeof usePlaygroundCommands>;
  /** Called as Step starts (the page shows the conversation). */
  onStepStart: () => void;
  showTurn: (turn: number) => void;
  onNewRun: () => void;
}) {
  const { sessionId, session, commands, turns } = input;
  const running = commands.pending === "step" || turns.at(-1)?.status === "running";
  const availability = stepAvailability({
    authenticated: input.authenticated,
    status: session?.status,
    running,
    busy: commands.pending !== null,
    task: sessionId === null ? input.task : undefined,
    sessionMissing: input.notFound && sessionId !== null,
  });
  const pending = pendingDecision(session);
  const keyboard = usePlaygroundKeyboard({
    turns,
    selectedTurn: input.selectedTurn,
    sessionStatus: session?.status,
    pending,
    busy: commands.pending !== null,
    stepEnabled: availability.enabled,
    runStep: () => {
      input.onStepStart();
      return commands.step();
    },
    runDecision: (decision) => void commands.decide(decision),
    showTurn: input.showTurn,
  });
  const step: StepControls = {
    stepDisabled: !availability.enabled,
    stepping: running,
    stepHint: availability.hint,
    onStep: keyboard.step,
    onNewRun: input.onNewRun,
  };
  return { step, pending, keyboard };
}
