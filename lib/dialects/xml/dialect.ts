import type { ActionOutcome, ActionParser, Dialect } from "@/lib/dialects/dialect";
import type { ParsedAction } from "@/lib/events/types";
import {
  formatDenied,
  formatFollowupAnswer,
  formatInvalidArguments,
  formatNoToolUsed,
  formatToolError,
  formatToolResult,
} from "./observation";
import { XmlStreamParser } from "./streaming-parser";
import { formatTaskMessage, renderXmlSystemPrompt } from "./system-prompt";

/**
 * The XML tool-use dialect of the seeds' host (Cline-style tags): actions are read out of the
 * answer text, and results go back as user messages `[tool for 'x'] Result:`.
 */
export const xmlDialect: Dialect = {
  id: "xml",
  label: "XML tool use",
  renderSystemPrompt: (servers) => renderXmlSystemPrompt({ servers: [...servers] }),
  formatTask: formatTaskMessage,
  tools: () => undefined,
  createParser: createXmlActionParser,
  assistantMessage(answer, action) {
    const content = action ? answer.content.slice(0, action.span.end) : answer.content;
    return { role: "assistant", content };
  },
  observe: (action, outcome) => ({ role: "user", content: formatXmlObservation(action, outcome) }),
};

function createXmlActionParser(): ActionParser {
  const parser = new XmlStreamParser();
  let first: ParsedAction | undefined;
  let thinking: string | undefined;
  return {
    push(part) {
      if (part.type !== "text" || first) return first;
      const update = parser.push(part.text);
      thinking = update.thinking ?? thinking;
      first = update.actions[0];
      return first;
    },
    end() {
      const final = parser.end();
      thinking = final.thinking ?? thinking;
      const action = first ?? final.actions[0];
      return {
        ...(action ? { action } : {}),
        ...(thinking === undefined ? {} : { thinking }),
      };
    },
  };
}

function formatXmlObservation(action: ParsedAction | null, outcome: ActionOutcome): string {
  if (!action) return outcome.kind === "mock" ? outcome.text : formatNoToolUsed();
  switch (outcome.kind) {
    case "denied":
      return formatDenied(action);
    case "mock":
      return action.name === "ask_followup_question"
        ? formatFollowupAnswer(action, outcome.text)
        : formatToolResult(action, outcome.text);
    case "result":
      return outcome.isError
        ? formatToolError(action, outcome.text)
        : formatToolResult(action, outcome.text);
    case "invalid": {
      const jsonError = outcome.reasons.find((reason) => /JSON/.test(reason));
      if (jsonError) return formatInvalidArguments(action, jsonError);
      const reasons = outcome.reasons.join("; ") || "the action is incomplete";
      return formatToolError(
        action,
        `The <${action.name}> call cannot run: ${reasons}. Please retry with a complete tool use.`,
      );
    }
  }
}
