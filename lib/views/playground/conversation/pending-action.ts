import type { ParsedAction } from "@/lib/events/types";

/** What the pending action's card shows: the decision buttons, or the Mock or the Edit form. */
export type DecisionMode = "choose" | "mock" | "edit";

/** Whether the pending action can be executed (run as parsed, or edited and run). */
export function canExecute(action: Pick<ParsedAction, "name"> | null): boolean {
  return action !== null && action.name !== "attempt_completion";
}
