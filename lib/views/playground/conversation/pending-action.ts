import { type HostAction, isFinish } from "@/lib/dialects";

/** What the pending action's card shows: the decision buttons, or the Mock or the Edit form. */
export type DecisionMode = "choose" | "mock" | "edit";

/** Whether the pending action can be executed (run as parsed, or edited and run). */
export function canExecute(action: HostAction | null): boolean {
  return action !== null && !isFinish(action);
}
