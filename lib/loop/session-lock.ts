import { LoupeError } from "@/lib/errors";
import { runtimeSlot } from "@/lib/runtime";

/** The sessions a step or a decision holds right now. */
function busySessions(): Set<string> {
  return runtimeSlot("busy-sessions", () => new Set<string>());
}

/**
 * One command at a time per session: a step or a decision holds the session until it finishes,
 * and a second one gets a clear `session:busy` instead of interleaving with the first.
 */
export async function withSessionLock<Result>(
  sessionId: string,
  work: () => Promise<Result>,
): Promise<Result> {
  const busy = busySessions();
  if (busy.has(sessionId)) {
    throw new LoupeError(
      "session:busy",
      `Session ${sessionId} is already running a step or a decision; wait for it to finish.`,
    );
  }
  busy.add(sessionId);
  try {
    return await work();
  } finally {
    busy.delete(sessionId);
  }
}

/** Refuses a quick edit while a step or a decision holds the session. */
export function assertSessionIdle(sessionId: string): void {
  if (busySessions().has(sessionId)) {
    throw new LoupeError(
      "session:busy",
      `Session ${sessionId} is running a step or a decision; edit after it finishes.`,
    );
  }
}

/** Whether a step or a decision holds the session right now. */
export function isSessionBusy(sessionId: string): boolean {
  return busySessions().has(sessionId);
}
