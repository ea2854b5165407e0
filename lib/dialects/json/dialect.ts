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
import { formatJsonObservation } from "./observation";
import { JsonStreamParser, parseJsonAnswer } from "./streaming-parser";
import { asksForJsonBlobs, renderJsonSystemPrompt } from "./system-prompt";

/**
 * One JSON blob per answer, `{"action": "...", "action_input": {...}}` (optionally fenced), as
 * the structured-chat agents write it; `"Final Answer"` ends the run. The action is known as its
 * blob closes (a host may cut the stream there); an answer read to its end is judged whole: text
 * after the blob, or a second blob, makes it invalid.
 */
export const jsonDialect: Dialect = {
  id: "json",
  label: "JSON action blob (text)",
  shortLabel: "JSON",
  stopSequences: [],
  isAskedForBy: asksForJsonBlobs,
  renderSystemPrompt: (servers, captured) =>
    renderJsonSystemPrompt(withCapturedTools(servers, captured)),
  formatTask: (task) => task,
  tools: () => undefined,
  createParser: (context) =>
    firstActionParser(new JsonStreamParser(context?.servers), { wholeAnswer: true }),
  readAll: (answer, context) => parseJsonAnswer(answer.content, context?.servers).actions,
  hostAction: (action) => catalogueHostAction(action, namedToolSource(action)),
  answerSyntax: () => ({ language: "json" }),
  sourceParams: (action) =>
    namedToolParams(action, { input: "action_input", finish: "action_input" }),
  withEditedParams,
  write: (action) => ({ content: writeJsonAction(action), toolCalls: [] }),
  assistantMessage(answer, action) {
    const content = action ? answer.content.slice(0, action.span.end) : answer.content;
    return { role: "assistant", content };
  },
  observe: (action, outcome) => ({ role: "user", content: formatJsonObservation(action, outcome) }),
};

/** An answer asking for a host action: a Thought line, then the fenced blob. */
function writeJsonAction(action: Parameters<Dialect["write"]>[0]): string {
  const request = namedToolRequestOf(action);
  const blob =
    request.kind === "finish"
      ? { action: FINAL_ANSWER_NAME, action_input: request.result }
      : { action: request.name, action_input: request.input };
  const thought =
    request.kind === "finish" ? "I know what to respond." : `I will use ${request.name}.`;
  return `Thought: ${thought}\n\`\`\`json\n${JSON.stringify(blob, null, 2)}\n\`\`\``;
}
