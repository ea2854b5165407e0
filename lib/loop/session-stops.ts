import { runtimeSlot } from "@/lib/runtime";

/** What can be stopped in a session right now: a run of the loop, or one Step's turn. */
export interface Stoppable {
  kind: "run" | "step";
  controller: AbortController;
  /** Settles once the work has ended and recorded how. */
  finished: Promise<void>;
}

interface Entry extends Stoppable {
  settle: () => void;
}

function stoppables(): Map<string, Entry> {
  return runtimeSlot("session-stoppables", () => new Map<string, Entry>());
}

/**
 * Registers what runs in a session now so Stop can abort it. Callers hold the session lock, so
 * there is at most one per session.
 */
export function beginStoppable(sessionId: string, kind: Stoppable["kind"]): AbortController {
  const controller = new AbortController();
  let settle = () => {};
  const finished = new Promise<void>((resolve) => {
    settle = resolve;
  });
  stoppables().set(sessionId, { kind, controller, finished, settle });
  return controller;
}

/** Forgets a session's stoppable work once it has ended, unless something newer replaced it. */
export function endStoppable(sessionId: string, controller: AbortController): void {
  const entry = stoppables().get(sessionId);
  if (entry?.controller !== controller) return;
  stoppables().delete(sessionId);
  entry.settle();
}

/** What Stop would abort in the session now, if anything. */
export function activeStoppable(sessionId: string): Stoppable | undefined {
  return stoppables().get(sessionId);
}
