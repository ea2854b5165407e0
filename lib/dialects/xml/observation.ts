import type { ParsedAction } from "@/lib/events/types";

/** The part of an action an observation needs: its tag name and parameters. */
export type XmlActionReference = Pick<ParsedAction, "name" | "params">;

/**
 * The label a result is filed under, as Cline writes it: `use_mcp_tool for 'weather'`,
 * `write_to_file for 'result.md'`, or the bare tool name when it has no target.
 */
export function formatActionLabel(action: XmlActionReference): string {
  const target = actionTarget(action);
  return target === undefined ? action.name : `${action.name} for '${target}'`;
}

/** The observation of a tool that succeeded: `[label] Result:` then the text. */
export function formatToolResult(action: XmlActionReference, text: string): string {
  return `[${formatActionLabel(action)}] Result:\n${text}`;
}

/** The observation of a tool that failed: the message after an `[ERROR]` marker. */
export function formatToolError(action: XmlActionReference, message: string): string {
  return formatToolResult(action, `[ERROR] ${message}`);
}

/**
 * The observation for malformed JSON in `arguments` (or `options`). `parserMessage` is the JSON
 * error; the parser's own prefix (`arguments is not valid JSON: `) is dropped if present.
 */
export function formatInvalidArguments(action: XmlActionReference, parserMessage: string): string {
  const toolName = action.params.tool_name;
  const subject = toolName ? `${action.name} for ${toolName}` : action.name;
  const message = parserMessage
    .trim()
    .replace(/^\w+ is not valid JSON: /, "")
    .replace(/\.$/, "");
  return formatToolError(
    action,
    `Invalid JSON argument used with ${subject}: ${message}. Please retry with a properly formatted JSON argument.`,
  );
}

/** The observation when the person skipped the action. */
export function formatDenied(action: XmlActionReference): string {
  return formatToolResult(action, "The user denied this operation.");
}

/** The observation when the answer held no action at all. */
export function formatNoToolUsed(): string {
  return "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.";
}

/** The observation carrying the user's answer to `ask_followup_question`. */
export function formatFollowupAnswer(action: XmlActionReference, answer: string): string {
  return formatToolResult(action, `<answer>\n${answer}\n</answer>`);
}

function actionTarget(action: XmlActionReference): string | undefined {
  const params = action.params;
  switch (action.name) {
    case "use_mcp_tool":
    case "access_mcp_resource":
      return params.server_name;
    case "execute_command":
      return params.command;
    case "ask_followup_question":
      return params.question;
    case "attempt_completion":
      return undefined;
    default:
      return params.path;
  }
}
