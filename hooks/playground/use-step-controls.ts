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
  const streaming = commands.pending === "step" || turns.at(-1)?.status === "running";
  const runActive = session?.run?.state === "running";
  const running = streaming || runActive;
  const availability = stepAvailability({
    authenticated: input.authenticated,
    status: session?.status,
    running,
    busy: commands.pending !== null,
    task: sessionId === null ? input.task : undefined,
    sessionMissing: input.notFound && sessionId !== null,
    readOnly: session?.readOnly === true,
  });
  const pending = pendingDecision(session);
  const canStop = sessionId !== null && running && commands.pending !== "stop";
  const runLoop = availability.enabled
    ? () => {
        input.onStepStart();
        void commands.run();
      }
    : undefined;
  const stop = canStop ? () => void commands.stop() : undefined;
  const keyboard = usePlaygroundKeyboard({
    turns,
    selectedTurn: input.selectedTurn,
    sessionStatus: session?.status,
    pending,
    busy: commands.pending !== null,
    stepEnabled: availability.enabled,
    runLoop,
    stop,
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
    stepHint: runActive ? "A run is going: Stop ends it." : availability.hint,
    onStep: keyboard.step,
    onNewRun: input.onNewRun,
    run: {
      running: runActive,
      onRun: runLoop,
      onStop: stop,
      autoApprove: session?.autoApprove ?? [],
      onRemoveAutoApprove: (entry) => void commands.removeAutoApprove(entry),
    },
  };
  return { step, pending, keyboard };
}
