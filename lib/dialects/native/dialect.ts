import { CAPTURED_TOOLS_SERVER } from "@/lib/dialects/captured-tools";
import type { ActionParser, Dialect } from "@/lib/dialects/dialect";
import type { ActionOutcome, HostActionRequest } from "@/lib/dialects/host-action";
import { withEditedParams } from "@/lib/dialects/host-tools/build-action";
import { catalogueHostAction } from "@/lib/dialects/host-tools/catalogue-host-action";
import { catalogueFieldsOf } from "@/lib/dialects/host-tools/named-tools";
import type { ParsedAction } from "@/lib/events/types";
import type { ModelMessage } from "@/lib/llm/model-request";
import { actionFromToolCall } from "./action-from-tool-call";
import { nativeSource } from "./native-source";
import { renderNativeSystemPrompt } from "./system-prompt";
import { NATIVE_TOOL_SEPARATOR, nativeToolName } from "./tool-names";
import { nativeTools } from "./tools";

/**
 * Native function calling (OpenAI `tools` / `tool_calls`, Anthropic `tool_use`): the servers'
 * tools and the host's built-ins travel as the provider's functions, the first tool call of an
 * answer is the action, and its outcome goes back as a tool message answering that call.
 */
export const nativeDialect: Dialect = {
  id: "native",
  label: "Native function calling",
  shortLabel: "native",
  stopSequences: [],
  serverNameProblem: (name) =>
    name.includes(NATIVE_TOOL_SEPARATOR)
      ? `a server name must not contain '${NATIVE_TOOL_SEPARATOR}'`
      : undefined,
  renderSystemPrompt: renderNativeSystemPrompt,
  formatTask: (task) => task,
  tools: nativeTools,
  createParser: (context) => createNativeActionParser(new Set(context?.captured)),
  readAll: (answer, context) => {
    const names = new Set(context?.captured);
    return answer.toolCalls.map((call, index) =>
      actionFromToolCall(call, index, answer.content.length, { captured: names }),
    );
  },
  hostAction: (action) => catalogueHostAction(action, nativeSource(action)),
  answerSyntax: () => ({ keywords: [] }),
  sourceParams: (action) => action.params,
  withEditedParams,
  write: (action, callId = "call_1") => ({
    content: "",
    toolCalls: [{ id: callId, ...nativeCallOf(action) }],
  }),
  assistantMessage(answer, action) {
    const call = action?.toolCall
      ? answer.toolCalls.find((candidate) => candidate.id === action.toolCall?.id)
      : undefined;
    return call
      ? { role: "assistant", content: answer.content, toolCalls: [call] }
      : { role: "assistant", content: answer.content };
  },
  observe: observeNative,
};

/**
 * Tool-call fragments arrive by index; the first call is complete once a fragment of another
 * call arrives, or when the stream ends. The assembled answer is the authority at the end.
 */
function createNativeActionParser(captured: ReadonlySet<string>): ActionParser {
  let firstIndex: number | undefined;
  let first: ParsedAction | undefined;
  const fragments = new Map<number, { id: string; name: string; arguments: string }>();
  let contentLength = 0;
  return {
    push(part) {
      if (first) return first;
      if (part.type === "text") contentLength += part.text.length;
      if (part.type !== "tool-call-delta") return undefined;
      if (firstIndex !== undefined && part.index !== firstIndex) {
        const call = fragments.get(firstIndex);
        if (call) first = actionFromToolCall(call, firstIndex, contentLength, { captured });
        return first;
      }
      firstIndex ??= part.index;
      const call = fragments.get(part.index) ?? { id: "", name: "", arguments: "" };
      if (part.id) call.id = part.id;
      if (part.name) call.name += part.name;
      call.arguments += part.argumentsDelta;
      fragments.set(part.index, call);
      return undefined;
    },
    end(answer) {
      const call = answer.toolCalls[0];
      if (!call) return first ? { action: first } : {};
      const cut = answer.finishReason === "length" || answer.error !== undefined;
      const action = actionFromToolCall(call, firstIndex ?? 0, answer.content.length, {
        partial: cut && answer.toolCalls.length === 1,
        captured,
      });
      return { action };
    },
  };
}

function observeNative(action: ParsedAction | null, outcome: ActionOutcome): ModelMessage {
  if (!action?.toolCall) {
    return {
      role: "user",
      content:
        outcome.kind === "mock"
          ? outcome.text
          : "[ERROR] You did not call a function in your previous response. Call one of the functions, or attempt_completion when the task is done.",
    };
  }
  const { id, name } = action.toolCall;
  const answer = (content: string, isError = false): ModelMessage => ({
    role: "tool",
    toolCallId: id,
    name,
    content,
    ...(isError ? { isError } : {}),
  });
  switch (outcome.kind) {
    case "denied":
      return answer("The user denied this operation.", true);
    case "mock":
      return answer(outcome.text);
    case "result":
      return answer(outcome.isError ? `[ERROR] ${outcome.text}` : outcome.text, outcome.isError);
    case "invalid":
      return answer(
        `[ERROR] The call to ${name} cannot run: ${outcome.reasons.join("; ") || "the call is incomplete"}. Please retry with valid arguments.`,
        true,
      );
  }
}

/**
 * The function call asking for a host action: `server__tool` for an MCP tool (a captured tool by
 * its own name), else the built-in.
 */
function nativeCallOf(action: HostActionRequest): { name: string; arguments: string } {
  if (action.kind === "mcp-tool") {
    return {
      name:
        action.server === CAPTURED_TOOLS_SERVER
          ? action.tool
          : nativeToolName(action.server, action.tool),
      arguments: JSON.stringify(action.arguments),
    };
  }
  const { name, input } = catalogueFieldsOf(action);
  return { name, arguments: JSON.stringify(input) };
}
