import { withCapturedTools } from "@/lib/dialects/captured-tools";
import type { Dialect } from "@/lib/dialects/dialect";
import { withEditedParams } from "@/lib/dialects/host-tools/build-action";
import { catalogueHostAction } from "@/lib/dialects/host-tools/catalogue-host-action";
import { firstActionParser } from "@/lib/dialects/host-tools/first-action-parser";
import {
  FINAL_ANSWER_NAME,
  namedToolParams,
  namedToolRequestOf,
  namedToolSource,
} from "@/lib/dialects/host-tools/named-tools";
import { reactTextKeywords } from "./keywords";
import { formatReactTextObservation } from "./observation";
import { parseReactTextAnswer, ReactTextStreamParser } from "./streaming-parser";
import {
  asksForReactText,
  formatReactTextTask,
  OBSERVATION_STOP,
  renderReactTextSystemPrompt,
} from "./system-prompt";

/**
 * ReAct as plain text, the format of the ReAct paper and of the classic agent prompt: `Thought:`,
 * `Action:` and a JSON `Action Input:` (or the paper's `Tool[value]`), then the host's
 * `Observation:`, until `Final Answer:`. The model is stopped before it writes an Observation.
 */
export const reactTextDialect: Dialect = {
  id: "react-text",
  label: "ReAct text (Thought / Action / Observation)",
  shortLabel: "ReAct text",
  stopSequences: [OBSERVATION_STOP],
  isAskedForBy: asksForReactText,
  renderSystemPrompt: (servers, captured) =>
    renderReactTextSystemPrompt(withCapturedTools(servers, captured)),
  formatTask: formatReactTextTask,
  tools: () => undefined,
  createParser: (context) => firstActionParser(new ReactTextStreamParser(context?.servers)),
  readAll: (answer, context) => parseReactTextAnswer(answer.content, context?.servers).actions,
  hostAction: (action) => catalogueHostAction(action, namedToolSource(action)),
  answerSyntax: (content) => ({ keywords: reactTextKeywords(content) }),
  sourceParams: (action) =>
    namedToolParams(action, { input: "Action Input", finish: FINAL_ANSWER_NAME }),
  withEditedParams,
  write: (action) => ({ content: writeReactTextAction(action), toolCalls: [] }),
  assistantMessage(answer, action) {
    const content = action ? answer.content.slice(0, action.span.end) : answer.content;
    return { role: "assistant", content };
  },
  observe: (action, outcome) => ({
    role: "user",
    content: formatReactTextObservation(action, outcome),
  }),
};

/** An answer asking for a host action: a Thought, then the Action and its JSON input. */
function writeReactTextAction(action: Parameters<Dialect["write"]>[0]): string {
  const request = namedToolRequestOf(action);
  if (request.kind === "finish") {
    return `Thought: I now know the final answer\n${FINAL_ANSWER_NAME}: ${request.result}`;
  }
  return [
    `Thought: I will use ${request.name}.`,
    `Action: ${request.name}`,
    `Action Input: ${JSON.stringify(request.input)}`,
  ].join("\n");
}
