import { LoupeError } from "@/lib/errors";
import type { SessionState } from "@/lib/events/session-state";

/**
 * `session:read_only` for a command that would step an imported session whose servers are not
 * here (Step, Run, a decision, feedback, a message edit): its log can be read, and a fork of it
 * is what runs or takes an edit ("Edit in a fork").
 */
export function refuseReadOnly(state: SessionState): void {
  if (!state.readOnly) return;
  throw new LoupeError(
    "session:read_only",
    "This session was imported and its servers are not here, so it is read-only: fork it (POST /api/sessions/:id/fork) to go on.",
  );
}
