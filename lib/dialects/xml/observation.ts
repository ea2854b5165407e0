import type { ParsedAction } from "@/lib/events/types";

/**
 * The XML dialect's observations, worded as the seeds' host (Cline) words its tool results:
 * `[tool for 'target'] Result:` then the text; a failure inside the host's error wrapper; a
 * missing parameter, malformed `arguments` and an answer with no tool each with the host's
 * corrective message and its reminder of the tool-use format.
 */

/** The part of an action an observation needs: its tag name and parameters. */
export type XmlActionReference = Pick<ParsedAction, "name" | "params">;

/** The host's reminder of the tool-use format, sent after a malformed or missing tool use. */
export const TOOL_USE_REMINDER = `# Reminder: Instructions for Tool Use

Tool uses are formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:

<tool_name>
<parameter1_name>value1</parameter1_name>
<parameter2_name>value2</parameter2_name>
...
</tool_name>

For example:

<attempt_completion>
<result>
I have completed the task...
</result>
</attempt_completion>

Always adhere to this format for all tool uses to ensure proper parsing and execution.`;

/**
 * The label a result is filed under, as Cline writes it: `use_mcp_tool for 'weather'`,
 * `write_to_file for 'result.md'`, `search_files for 'York' in '*.md'`, or the bare tool name
 * when it has no target.
 */
export function formatActionLabel(action: XmlActionReference): string {
  const params = action.params;
  switch (action.name) {
    case "search_files": {
      const pattern = params.file_pattern ? ` in '${params.file_pattern}'` : "";
      return `${action.name} for '${params.regex ?? ""}'${pattern}`;
    }
    case "new_task":
      return `${action.name} for creating a new task`;
    case "attempt_completion":
    case "plan_mode_respond":
      return action.name;
  }
  const target = actionTarget(action);
  return target === undefined ? action.name : `${action.name} for '${target}'`;
}

/** The observation of a tool that succeeded: `[label] Result:` then the text. */
export function formatToolResult(action: XmlActionReference, text: string): string {
  return `[${formatActionLabel(action)}] Result:\n${text}`;
}

/** The observation of a tool that failed: the message inside the host's error wrapper. */
export function formatToolError(action: XmlActionReference, message: string): string {
  return formatToolResult(
    action,
    `The tool execution failed with the following error:\n<error>\n${message}\n</error>`,
  );
}

/** The observation for `arguments` that are not a JSON object: the host's retry message. */
export function formatInvalidArguments(action: XmlActionReference): string {
  const { server_name: server = "", tool_name: tool = "" } = action.params;
  return formatToolError(
    action,
    `Invalid JSON argument used with ${server} for ${tool}. Please retry with a properly formatted JSON argument.`,
  );
}

/** The observation for a required parameter the tool use left out: the host's retry message. */
export function formatMissingParameter(action: XmlActionReference, parameter: string): string {
  return formatToolError(
    action,
    `Missing value for required parameter '${parameter}'. Please retry with complete response.\n\n${TOOL_USE_REMINDER}`,
  );
}

/** The observation when the person skipped the action. */
export function formatDenied(action: XmlActionReference): string {
  return formatToolResult(action, "The user denied this operation.");
}

/** The observation when the answer held no action at all: the host's message, in full. */
export function formatNoToolUsed(): string {
  return `[ERROR] You did not use a tool in your previous response! Please retry with a tool use.

${TOOL_USE_REMINDER}

# Next Steps

If you have completed the user's task, use the attempt_completion tool. 
If you require additional information from the user, use the ask_followup_question tool. 
Otherwise, if you have not completed the task and do not need additional information, then proceed with the next step of the task. 
(This is an automated message, so do not respond to it conversationally.)`;
}

/**
 * The observation carrying the person's answer to a tool that waits for them: `<answer>` for
 * `ask_followup_question`, `<user_message>` for `plan_mode_respond`, and for `new_task` their
 * feedback, or (an empty answer) the task created. Undefined for any other tool.
 */
export function formatPersonAnswer(action: XmlActionReference, answer: string): string | undefined {
  switch (action.name) {
    case "ask_followup_question":
      return formatToolResult(action, `<answer>\n${answer}\n</answer>`);
    case "plan_mode_respond":
      return formatToolResult(action, `<user_message>\n${answer}\n</user_message>`);
    case "new_task":
      return formatToolResult(
        action,
        answer.trim() === ""
          ? "The user has created a new task with the provided context."
          : `The user provided feedback instead of creating a new task:\n<feedback>\n${answer}\n</feedback>`,
      );
    default:
      return undefined;
  }
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
    default:
      return params.path;
  }
}
