import type { StepResult } from "@/lib/api/sessions";
import type { HostAction } from "@/lib/dialects";
import type { SessionStatus } from "@/lib/events/session-state";
import { canExecute } from "@/lib/views/playground/conversation/pending-action";
import type { TurnSummary } from "@/lib/views/playground/conversation/turn-status";

/** Where the focus goes after a command: the control of the command that comes next. */
export type FocusTarget = "execute" | "mock" | "result" | "step";

/** What the page shows now, as far as moving the focus after a Step needs it. */
export interface PageProgress {
  /** The latest turn the page has seen in the event stream. */
  latestTurn: TurnSummary | undefined;
  sessionStatus: SessionStatus | undefined;
  /** A command is still in flight. */
  busy: boolean;
  /** The pending action, when one waits (null: the answer held none). */
  pendingAction: HostAction | null | undefined;
}

/**
 * Where the focus goes once the page has caught up with a finished Step (`step`, as the API
 * answered it): the pending action's Execute (Mock when it cannot be executed), the result of a
 * finished run, or Step again after an error. Null while the page has not caught up yet (the
 * turn's events, or the action card, still on their way).
 */
export function focusAfterStep(
  step: Pick<StepResult, "turn" | "status">,
  page: PageProgress,
): FocusTarget | null {
  const latest = page.latestTurn;
  if (page.busy || !latest || latest.turn < step.turn || latest.status === "running") return null;
  if (step.status === "awaiting-decision") {
    if (page.sessionStatus !== "awaiting-decision" || page.pendingAction === undefined) return null;
    return canExecute(page.pendingAction) ? "execute" : "mock";
  }
  if (step.status === "done") return page.sessionStatus === "done" ? "result" : null;
  return "step";
}
