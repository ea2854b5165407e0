import type { ActionOutcome } from "@/lib/dialects/host-action";
import type { ParsedAction } from "@/lib/events/types";

/**
 * The Observation that carries an outcome back, as the prompt promises: the tool's result, or
 * `Error:` and what to correct (a format error, a failed call, a skipped action).
 */
export function formatReactTextObservation(
  action: ParsedAction | null,
  outcome: ActionOutcome,
): string {
  if (!action) {
    return outcome.kind === "mock"
      ? outcome.text
      : "Observation: Error: your answer had no Action. Answer with Thought, then Action and Action Input, or with Final Answer when the task is done.";
  }
  switch (outcome.kind) {
    case "denied":
      return "Observation: Error: the user denied this action. Choose another action, or give your Final Answer.";
    case "mock":
      return `Observation: ${outcome.text}`;
    case "result":
      return outcome.isError
        ? `Observation: Error: ${outcome.text}`
        : `Observation: ${outcome.text}`;
    case "invalid": {
      const reasons = outcome.reasons.join("; ") || "the action is incomplete";
      return `Observation: Error: the host could not run your action: ${reasons}. Answer again in the format: Thought, then Action: one of the listed tools, then Action Input: a JSON object.`;
    }
  }
}
