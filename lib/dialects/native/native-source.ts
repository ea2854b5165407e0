import { CAPTURED_TOOLS_SERVER } from "@/lib/dialects/captured-tools";
import type { ActionSource } from "@/lib/dialects/host-action";
import { catalogueSource } from "@/lib/dialects/host-tools/catalogue-host-action";
import type { ParsedAction } from "@/lib/events/types";

/**
 * How a native call is shown: by the function the model called (`weather__get_forecast`), with
 * the host tool it stands for beside it; a captured tool as one; a built-in by its name and what
 * it works on.
 */
export function nativeSource(
  action: Pick<ParsedAction, "name" | "params" | "toolCall">,
): ActionSource {
  const shown = catalogueSource(action);
  const called = action.toolCall?.name;
  if (!called || called === action.name) return shown;
  if (action.params.server_name === CAPTURED_TOOLS_SERVER && action.params.tool_name === called) {
    return { name: called, detail: "a captured tool", spoken: `captured tool ${called}` };
  }
  return { ...shown, name: called, detail: `as ${action.name}` };
}
