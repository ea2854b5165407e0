/** The first tool tag of an assistant message, with its parameters as trimmed text. */
export interface AssistantAction {
  name: string;
  params: Record<string, string>;
}

const actionNames = [
  "use_mcp_tool",
  "access_mcp_resource",
  "write_to_file",
  "read_file",
  "list_files",
  "replace_in_file",
  "execute_command",
  "ask_followup_question",
  "attempt_completion",
];

const actionPattern = new RegExp(`<(${actionNames.join("|")})>([\\s\\S]*?)(?:</\\1>|$)`);

/** Reads an earlier assistant answer back (its own, or one a person edited) to know what it asked for. */
export function readAction(answer: string): AssistantAction | undefined {
  const withoutThinking = answer.replace(/<thinking>[\s\S]*?<\/thinking>/g, "");
  const match = actionPattern.exec(withoutThinking);
  if (!match?.[1]) return undefined;
  const params: Record<string, string> = {};
  for (const param of (match[2] ?? "").matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    if (param[1]) params[param[1]] = (param[2] ?? "").trim();
  }
  return { name: match[1], params };
}
