import type { ParsedAction } from "@/lib/events/types";
import { actionTarget } from "./action-target";

/** What the conversation writes for an action: its name, and what it stands for or acts on. */
export interface ActionHeading {
  name: string;
  detail?: string;
}

/**
 * Names an action as the model did: a native tool call by the function it called
 * (`weather__get_forecast`, with `as use_mcp_tool` beside it, the host action Loupe runs), an XML
 * action by its tag and target (`use_mcp_tool` `weather/get_forecast`).
 */
export function actionHeading(
  action: Pick<ParsedAction, "name" | "params" | "toolCall">,
): ActionHeading {
  const called = action.toolCall?.name;
  if (called && called !== action.name) return { name: called, detail: `as ${action.name}` };
  const target = actionTarget(action);
  return target ? { name: action.name, detail: target } : { name: action.name };
}
