import { withCapturedTools } from "@/lib/dialects/captured-tools";
import type { Dialect } from "@/lib/dialects/dialect";
import type { ActionOutcome } from "@/lib/dialects/host-action";
import { withEditedParams } from "@/lib/dialects/host-tools/build-action";
import { findHostTool } from "@/lib/dialects/host-tools/catalogue";
import {
  type CatalogueUse,
  catalogueHostAction,
  catalogueSource,
  catalogueUseOf,
} from "@/lib/dialects/host-tools/catalogue-host-action";
import { firstActionParser } from "@/lib/dialects/host-tools/first-action-parser";
import type { ParsedAction } from "@/lib/events/types";
import {
  formatDenied,
  formatInvalidArguments,
  formatMissingParameter,
  formatNoToolUsed,
  formatPersonAnswer,
  formatToolError,
  formatToolResult,
} from "./observation";
import { parseXmlAnswer, XmlStreamParser } from "./streaming-parser";
import { formatTaskMessage, renderXmlSystemPrompt } from "./system-prompt";
import { asksForXmlToolUse } from "./tool-usage";

/**
 * The XML tool-use dialect of the seeds' host (Cline-style tags): actions are read out of the
 * answer text, and results go back as user messages `[tool for 'x'] Result:`.
 */
export const xmlDialect: Dialect = {
  id: "xml",
  label: "XML tool use (text)",
  shortLabel: "XML",
  stopSequences: [],
  isAskedForBy: asksForXmlToolUse,
  renderSystemPrompt: (servers, captured) =>
    renderXmlSystemPrompt({ servers: withCapturedTools(servers, captured) }),
  formatTask: formatTaskMessage,
  tools: () => undefined,
  createParser: () => firstActionParser(new XmlStreamParser()),
  readAll: (answer) => parseXmlAnswer(answer.content).actions,
  hostAction: (action) => catalogueHostAction(action, catalogueSource(action)),
  answerSyntax: () => ({ language: "xml" }),
  sourceParams: (action) => action.params,
  withEditedParams,
  write: (action) => ({ content: writeXmlAction(catalogueUseOf(action)), toolCalls: [] }),
  assistantMessage(answer, action) {
    const content = action ? answer.content.slice(0, action.span.end) : answer.content;
    return { role: "assistant", content };
  },
  observe: (action, outcome) => ({ role: "user", content: formatXmlObservation(action, outcome) }),
};

function formatXmlObservation(action: ParsedAction | null, outcome: ActionOutcome): string {
  if (!action) return outcome.kind === "mock" ? outcome.text : formatNoToolUsed();
  switch (outcome.kind) {
    case "denied":
      return formatDenied(action);
    case "mock":
      return formatPersonAnswer(action, outcome.text) ?? formatToolResult(action, outcome.text);
    case "result":
      return outcome.isError
        ? formatToolError(action, outcome.text)
        : formatToolResult(action, outcome.text);
    case "invalid":
      return formatInvalidUse(action, outcome.reasons);
  }
}

/**
 * Why a tool use cannot run, as the host says it: its message for malformed `arguments` or a
 * missing parameter, else the reasons the parser found (a tag left open, a cut-off answer).
 */
function formatInvalidUse(action: ParsedAction, reasons: readonly string[]): string {
  if (reasons.some((reason) => reason.startsWith("arguments "))) {
    return formatInvalidArguments(action);
  }
  const missing = reasons
    .map((reason) => /^missing required parameter <(\w+)>/.exec(reason)?.[1])
    .find((name) => name !== undefined);
  if (missing) return formatMissingParameter(action, missing);
  const said = reasons.join("; ") || "the action is incomplete";
  return formatToolError(
    action,
    `The <${action.name}> call cannot run: ${said}. Please retry with a complete tool use.`,
  );
}

/**
 * A tool use as an XML answer writes it: the tool's tag around one tag per parameter, a
 * multi-line value on lines of its own (the parser takes one newline off each end).
 */
function writeXmlAction(use: CatalogueUse): string {
  const parameters = findHostTool(use.tool)?.parameters ?? [];
  const params = Object.entries(use.params).map(([name, value]) => {
    const kind = parameters.find((parameter) => parameter.name === name)?.kind;
    return kind === "line" ? `<${name}>${value}</${name}>` : `<${name}>\n${value}\n</${name}>`;
  });
  return [`<${use.tool}>`, ...params, `</${use.tool}>`].join("\n");
}
