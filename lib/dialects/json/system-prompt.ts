import type { DialectServer } from "@/lib/dialects/dialect";
import { formatNamedToolList, namedToolNames } from "@/lib/dialects/host-tools/named-tool-list";
import { FINAL_ANSWER_NAME } from "@/lib/dialects/host-tools/named-tools";

/**
 * The JSON-blob agent prompt (the structured-chat agent's): one `{"action", "action_input"}`
 * object per answer, optionally in a ```json fence, `"Final Answer"` to finish; the tools listed
 * by name, description and input schema.
 */
export function renderJsonSystemPrompt(servers: readonly DialectServer[]): string {
  const fence = "```";
  return [
    "Respond to the user as helpfully and accurately as possible. You have access to the following tools:",
    formatNamedToolList(servers),
    'Use a JSON blob to specify a tool, with an "action" key (the tool\'s name) and an "action_input" key (the tool\'s input, a JSON object following its input schema).',
    `Valid "action" values: "${FINAL_ANSWER_NAME}" or one of [${namedToolNames(servers)}]`,
    "Provide only ONE action per answer, as one JSON blob, like this:",
    `${fence}json\n{\n  "action": $TOOL_NAME,\n  "action_input": $INPUT\n}\n${fence}`,
    [
      "Rules:",
      "- Before the blob you may write one line, Thought: what you will do and why. Write nothing after the blob: the host runs the tool and sends back its result.",
      "- An MCP tool is named server.tool, exactly as listed. Files are written with write_to_file and read with read_file; they live in the user's workspace.",
      "- The blob must be valid JSON: double quotes, no trailing commas, no comments.",
      "- If your answer is not one valid blob, the reply starts with 'Error:' and says what was wrong: correct it and answer again with one blob.",
      `- When the task is done, answer with {"action": "${FINAL_ANSWER_NAME}", "action_input": "the result"}. Do not end with a question.`,
    ].join("\n"),
    "Begin! Reminder: always answer with one valid JSON blob of a single action.",
  ].join("\n\n");
}

/** Whether a system prompt (any host's) asks for JSON blobs: it names both of the blob's keys. */
export function asksForJsonBlobs(systemPrompt: string): boolean {
  return systemPrompt.includes('"action_input"') && systemPrompt.includes('"action"');
}
