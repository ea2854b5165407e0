import type { ActionOutcome } from "@/lib/dialects/host-action";
import type { ParsedAction } from "@/lib/events/types";

const RETRY =
  'Answer again with one valid JSON blob, its "action" one of the listed tools and its "action_input" the tool\'s input, and nothing after it.';

/**
 * The message that carries an outcome back, as the prompt promises: `Observation:` and the
 * tool's result, or `Error:` and what to correct.
 */
export function formatJsonObservation(action: ParsedAction | null, outcome: ActionOutcome): string {
  if (!action) {
    return outcome.kind === "mock"
      ? outcome.text
      : `Error: your answer had no action blob. ${RETRY}`;
  }
  switch (outcome.kind) {
    case "denied":
      return "Error: the user denied this action. Choose another action, or give your Final Answer.";
    case "mock":
      return `Observation: ${outcome.text}`;
    case "result":
      return outcome.isError ? `Error: ${outcome.text}` : `Observation: ${outcome.text}`;
    case "invalid": {
      const reasons = outcome.reasons.join("; ") || "the action is incomplete";
      return `Error: the host could not run your action: ${reasons}. ${RETRY}`;
    }
  }
}
