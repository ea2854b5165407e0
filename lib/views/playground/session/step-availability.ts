import type { SessionStatus } from "@/lib/events/session-state";

/** The reason shown under Step while the task is empty. */
export const emptyTaskHint = "Write a task to step.";

/** The reason shown under Step while the session in the URL does not exist. */
export const sessionMissingHint = "This session is not stored here: start a new run to step.";

/** Whether Step can be pressed now, and if not, the reason shown under it. */
export function stepAvailability(input: {
  authenticated: boolean | undefined;
  status: SessionStatus | undefined;
  running: boolean;
  busy: boolean;
  /** The Task field's text before the run exists (undefined once it does: the task is sent). */
  task?: string;
  /** True when the session in the URL is not stored here: there is nothing to step. */
  sessionMissing?: boolean;
  /** True for an imported session whose servers are not here: it is read, not stepped. */
  readOnly?: boolean;
}): { enabled: boolean; hint: string | null } {
  if (input.authenticated === false) {
    return { enabled: false, hint: "Needs the access token: open the link from the terminal." };
  }
  if (input.sessionMissing) {
    return { enabled: false, hint: sessionMissingHint };
  }
  if (input.readOnly) {
    return {
      enabled: false,
      hint: "Imported, and its servers are not here: this session is read-only. Fork it to go on.",
    };
  }
  if (input.running) return { enabled: false, hint: "A turn is streaming…" };
  if (input.busy) return { enabled: false, hint: null };
  if (input.status === undefined && input.task !== undefined && input.task.trim() === "") {
    return { enabled: false, hint: emptyTaskHint };
  }
  if (input.status === "awaiting-decision") {
    return { enabled: false, hint: "Decide on the pending action first." };
  }
  if (input.status === "done") {
    return { enabled: false, hint: "This run has finished. New run starts another." };
  }
  if (input.status === "interrupted") {
    return { enabled: true, hint: "Loupe stopped while the last turn ran. Step retries it." };
  }
  if (input.status === "stopped") {
    return { enabled: true, hint: "The last turn was stopped. Step retries it." };
  }
  return { enabled: true, hint: null };
}
