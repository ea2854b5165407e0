import type { StepResult } from "@/lib/api/sessions";
import type { ToolChoiceCell } from "@/lib/api/tool-choice";
import { hostActionOf } from "@/lib/dialects";
import { intendedAction } from "@/lib/dialects/host-action";
import type { DialectId } from "@/lib/events/types";
import { isExpectedTool } from "@/lib/tool-choice/expected-tool";

/**
 * One cell of the matrix from the turn a model took: the host's reading of its first action (a
 * malformed one shows the tool it meant, its parser's reasons as `formatError`), whether that is
 * the expected tool, or the turn's error. A turn that ended without any action reads as none.
 */
export function firstActionCell(
  model: string,
  dialect: DialectId,
  expect: string | undefined,
  step: StepResult,
): ToolChoiceCell {
  if (step.status === "error" && step.action === undefined) {
    return {
      model,
      action: null,
      matches: null,
      error: step.error ?? { code: "internal:error", message: "The turn failed." },
    };
  }
  if (step.action === undefined) {
    return { model, action: null, matches: expect === undefined ? null : false };
  }
  const action = hostActionOf({ dialect, action: step.action });
  const meant = intendedAction(action);
  const called =
    meant?.kind === "mcp-tool"
      ? { server: meant.server, tool: meant.tool, arguments: meant.arguments }
      : meant?.kind === "file-tool"
        ? { tool: meant.which, arguments: meant.args as Record<string, unknown> }
        : {};
  const valid = action.kind !== "invalid";
  return {
    model,
    action: action.kind,
    ...called,
    matches: expect === undefined ? null : isExpectedTool(expect, { ...called, valid }),
    ...(action.kind === "invalid" ? { formatError: action.reasons.join("; ") } : {}),
  };
}
