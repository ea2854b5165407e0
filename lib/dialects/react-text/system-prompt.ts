import type { DialectServer } from "@/lib/dialects/dialect";
import { formatNamedToolList, namedToolNames } from "@/lib/dialects/host-tools/named-tool-list";

/** Where the model's turn ends and the host's begins: the host writes the Observation. */
export const OBSERVATION_STOP = "\nObservation:";

/**
 * The classic ReAct agent prompt (Thought / Action / Action Input / Observation / Final Answer),
 * with the servers' tools and the host's built-ins listed by name, description and input schema.
 */
export function renderReactTextSystemPrompt(servers: readonly DialectServer[]): string {
  return [
    "Answer the following questions as best you can. You have access to the following tools:",
    formatNamedToolList(servers),
    "Use the following format:",
    [
      "Question: the input question you must answer",
      "Thought: you should always think about what to do",
      `Action: the action to take, should be one of [${namedToolNames(servers)}]`,
      "Action Input: the input to the action, as a JSON object following the tool's input schema",
      "Observation: the result of the action",
      "... (this Thought/Action/Action Input/Observation can repeat N times)",
      "Thought: I now know the final answer",
      "Final Answer: the final answer to the original input question",
    ].join("\n"),
    [
      "Rules:",
      "- Write one Action and its Action Input per answer, then stop: the host runs the tool and writes the Observation. Never write an Observation yourself.",
      "- An MCP tool is named server.tool, exactly as listed. Files are written with write_to_file and read with read_file; they live in the user's workspace.",
      '- Action Input is always a JSON object on its own, e.g. {"path": "result.md"}; give {} for a tool that takes nothing.',
      "- If your answer does not follow this format, the Observation starts with 'Error:' and says what was wrong: correct it and answer again in the format.",
      "- When the task is done, write Final Answer with the result. Do not end with a question.",
    ].join("\n"),
    "Begin!",
  ].join("\n\n");
}

/** The first user message: the question, as the classic prompt sets it. */
export function formatReactTextTask(task: string): string {
  return `Question: ${task}`;
}

/** Whether a system prompt (any host's) asks for ReAct text: its format names both keywords. */
export function asksForReactText(systemPrompt: string): boolean {
  return /^Action Input:/m.test(systemPrompt) && /^Observation:/m.test(systemPrompt);
}
