import type { ParsedAction } from "@/lib/events/types";
import { countOf } from "@/lib/views/shared/format";

/**
 * The heading over a capture's actions: how many, and where they came from. Native tool calls
 * are the provider's, not the dialect's, so an answer holding both says how many of each.
 */
export function actionsHeading(
  actions: readonly Pick<ParsedAction, "toolCall">[],
  dialectLabel: string,
): string {
  const calls = actions.filter((action) => action.toolCall !== undefined).length;
  const inText = actions.length - calls;
  if (calls === 0) return `${countOf(actions.length, "action")} the ${dialectLabel} dialect found`;
  if (inText === 0) return countOf(calls, "native tool call");
  return `${countOf(actions.length, "action")}: ${countOf(calls, "native tool call")}, ${inText} the ${dialectLabel} dialect found in the text`;
}
