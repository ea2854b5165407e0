import "server-only";
import { isAutoApproved } from "@/lib/api/auto-approve";
import type { ContinueResult, RunStarted, StopResult } from "@/lib/api/sessions";
import { dialectFor } from "@/lib/dialects";
import { LoupeError, toLoupeError } from "@/lib/errors";
import type { SessionState } from "@/lib/events/session-state";
import type { RunEndReason } from "@/lib/events/types";
import { refuseReadOnly } from "@/lib/loop/refuse-read-only";
import { assertSessionIdle, isSessionBusy, withSessionLock } from "@/lib/loop/session-lock";
import { decideHeld, getSessionOverview, stepHeld } from "@/lib/loop/session-service";
import { readSessionState } from "@/lib/loop/session-state-reader";
import { activeStoppable, beginStoppable, endStoppable } from "@/lib/loop/session-stops";
import { type EventStore, getEventStore } from "@/lib/store";

/** Turns a run takes at most unless it is given another bound. */
export const DEFAULT_MAX_TURNS = 10;

/**
 * Starts a run: the loop steps, executing the actions the session's auto-approve list allows,
 * until the task finishes, an action needs a person's decision, `maxTurns` turns have run, a
 * turn or an action fails, or Stop. It runs on the server, not in the request, so it survives
 * the page closing; `run.start` and `run.end` record it. Answers once it has started.
 */
export function startRun(
  id: string,
  input: { maxTurns?: number },
  store: EventStore = getEventStore(),
): RunStarted {
  getSessionOverview(id, store);
  if (activeStoppable(id)?.kind === "run") {
    throw new LoupeError("session:running", `Session ${id} is already running; stop it first.`);
  }
  if (isSessionBusy(id)) {
    throw new LoupeError(
      "session:busy",
      `Session ${id} is running a step or a decision; run after it finishes.`,
    );
  }
  const state = readSessionState(id, store);
  refuseUnrunnable(state);
  const maxTurns = input.maxTurns ?? DEFAULT_MAX_TURNS;
  const fromTurn = state.turn;
  const controller = beginStoppable(id, "run");
  store.append(id, { kind: "run.start", data: { maxTurns, fromTurn } });
  // Nothing awaits between the checks above and taking the lock, so no Step slips in; the end
  // is recorded once the lock is free, so whoever sees `run.end` can run again.
  void withSessionLock(id, () => loopUntilPause(id, maxTurns, store, controller.signal))
    .catch((thrown: unknown): RunOutcome => {
      const { code, message } = toLoupeError(thrown);
      return { reason: "error", error: { code, message } };
    })
    .then((outcome) => {
      // Released first, in the same tick: whoever `run.end` wakes can start the next run.
      endStoppable(id, controller);
      recordRunEnd(id, outcome, store);
    })
    .catch((thrown: unknown) => {
      console.error(`[loupe] the end of session ${id}'s run could not be recorded:`, thrown);
    });
  return { run: { fromTurn, maxTurns, state: "running" } };
}

/** Records `run.end`, unless the session was deleted meanwhile. */
function recordRunEnd(id: string, { reason, error }: RunOutcome, store: EventStore): void {
  if (!store.getSession(id)) return;
  const turn = readSessionState(id, store).turn;
  store.append(id, { kind: "run.end", data: { turn, reason, ...(error ? { error } : {}) } });
}

/** How a run ended, before it is recorded. */
interface RunOutcome {
  reason: RunEndReason;
  error?: { code: string; message: string };
}

function refuseUnrunnable(state: SessionState): void {
  refuseReadOnly(state);
  if (state.status === "done") {
    throw new LoupeError(
      "session:finished",
      "This run has finished; continue it with feedback (POST /api/sessions/:id/messages) or start a new run.",
    );
  }
  if (state.status === "awaiting-decision" && !autoApprovedPending(state)) {
    throw new LoupeError(
      "session:decision_required",
      `Turn ${state.turn} is waiting for a decision (execute, edit, mock or skip) before the run can go on.`,
    );
  }
}

function autoApprovedPending(state: SessionState): boolean {
  const action = state.pendingAction;
  return action
    ? isAutoApproved(dialectFor(state.dialect).hostAction(action), state.autoApprove)
    : false;
}

async function loopUntilPause(
  id: string,
  maxTurns: number,
  store: EventStore,
  signal: AbortSignal,
): Promise<RunOutcome> {
  let turns = 0;
  for (;;) {
    if (signal.aborted) return { reason: "stopped" };
    const state = readSessionState(id, store);
    if (state.status === "done") return { reason: "done" };
    if (state.status === "awaiting-decision") {
      if (!autoApprovedPending(state)) return { reason: "decision" };
      const { observation } = await decideHeld(id, { decision: "execute" }, store);
      // An auto-approved action that could not run (its server failed) stops the run there.
      if (observation.source === "host" && observation.isError) {
        const failed = readSessionState(id, store).lastError;
        return { reason: "error", ...(failed ? { error: failed } : {}) };
      }
      continue;
    }
    if (turns >= maxTurns) return { reason: "max-turns" };
    const result = await stepHeld(id, store, signal);
    turns += 1;
    if (result.status === "stopped") return { reason: "stopped" };
    if (result.status === "error") {
      return { reason: "error", ...(result.error ? { error: result.error } : {}) };
    }
  }
}

/**
 * Stops what runs in the session now: the turn streaming is aborted upstream (its partial answer
 * kept, the turn marked `stopped`) and a run ends. Answers once that is recorded.
 */
export async function stopSession(
  id: string,
  store: EventStore = getEventStore(),
): Promise<StopResult> {
  getSessionOverview(id, store);
  const active = activeStoppable(id);
  if (!active) {
    throw new LoupeError(
      "session:not_running",
      `Nothing runs in session ${id}: no run and no turn streaming to stop.`,
    );
  }
  active.controller.abort();
  await active.finished;
  return { stopped: active.kind, turn: readSessionState(id, store).turn };
}

/**
 * The person's feedback after the final answer: a new message to the model (recorded as
 * `feedback`), and, unless `run` is false, a run that goes on from it.
 */
export function continueSession(
  id: string,
  input: { text: string; run?: boolean; maxTurns?: number },
  store: EventStore = getEventStore(),
): ContinueResult {
  getSessionOverview(id, store);
  assertSessionIdle(id);
  const state = readSessionState(id, store);
  refuseReadOnly(state);
  if (state.status !== "done") {
    throw new LoupeError(
      "session:not_finished",
      `Session is ${state.status}; feedback continues a run after its final answer.`,
    );
  }
  store.append(id, { kind: "feedback", data: { turn: state.turn, text: input.text } });
  if (input.run === false) return { turn: state.turn };
  return {
    turn: state.turn,
    ...startRun(id, input.maxTurns === undefined ? {} : { maxTurns: input.maxTurns }, store),
  };
}
