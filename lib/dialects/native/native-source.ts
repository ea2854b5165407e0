import type { ActionSource } from "@/lib/dialects/host-action";
import { catalogueSource } from "@/lib/dialects/host-tools/catalogue-host-action";
import type { ParsedAction } from "@/lib/events/types";

/**
 * How a native call is shown: by the function the model called (`weather__get_forecast`), with
 * the host tool it stands for beside it; a built-in by its name and what it works on.
 */
export function nativeSource(
  action: Pick<ParsedAction, "name" | "params" | "toolCall">,
): ActionSource {
  const shown = catalogueSource(action);
  const called = action.toolCall?.name;
  if (!called || called === action.name) return shown;
  return { ...shown, name: called, detail: `as ${action.name}` };
}
