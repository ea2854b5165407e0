import { errorMessage, LoupeError } from "@/lib/errors";
import type { ModelMessage, ModelToolCall } from "@/lib/llm/model-request";

/**
 * One message as a GenAI span's content attribute holds it: the conventions' `{ role, parts }`
 * (parts `text`, `tool_call`, `tool_call_response`), or a provider's `{ role, content }` as a
 * request body sent it (what instrumentations of chat APIs often write).
 */
interface SpanMessage {
  role?: unknown;
  content?: unknown;
  parts?: unknown;
  tool_call_id?: unknown;
  tool_calls?: unknown;
  finish_reason?: unknown;
}

interface SpanPart {
  type?: unknown;
  content?: unknown;
  id?: unknown;
  name?: unknown;
  arguments?: unknown;
  response?: unknown;
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined || value === null) return "";
  return JSON.stringify(value);
}

function partsOf(message: SpanMessage): SpanPart[] {
  if (Array.isArray(message.parts)) return message.parts as SpanPart[];
  if (Array.isArray(message.content)) return message.content as SpanPart[];
  return [];
}

/** The text of a message: its `content` when a string, else its text parts joined. */
function textOf(message: SpanMessage): string {
  if (typeof message.content === "string") return message.content;
  return partsOf(message)
    .filter((part) => part.type === "text")
    .map((part) => asText(part.content ?? (part as { text?: unknown }).text))
    .join("");
}

function toolCallsOf(message: SpanMessage): ModelToolCall[] {
  const fromParts = partsOf(message)
    .filter((part) => part.type === "tool_call")
    .map((part) => ({
      id: asText(part.id),
      name: asText(part.name),
      arguments: asText(part.arguments ?? {}),
    }));
  const openAi = Array.isArray(message.tool_calls)
    ? (
        message.tool_calls as Array<{
          id?: unknown;
          function?: { name?: unknown; arguments?: unknown };
        }>
      ).map((call) => ({
        id: asText(call.id),
        name: asText(call.function?.name),
        arguments: asText(call.function?.arguments ?? {}),
      }))
    : [];
  return [...fromParts, ...openAi];
}

/**
 * A span's messages attribute (`gen_ai.input.messages`, `gen_ai.output.messages`) parsed: a JSON
 * array of messages. `where` names the attribute in the located `request:invalid` it throws.
 */
export function spanMessages(value: unknown, where: string): SpanMessage[] {
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      throw new LoupeError(
        "request:invalid",
        `The trace is invalid: ${where} is not JSON (${errorMessage(error)}).`,
      );
    }
  }
  if (!Array.isArray(parsed) || parsed.some((item) => typeof item !== "object" || item === null)) {
    throw new LoupeError(
      "request:invalid",
      `The trace is invalid: ${where} must be a JSON array of messages ({ role, parts }).`,
    );
  }
  return parsed as SpanMessage[];
}

/** The system prompt of `gen_ai.system_instructions` (parts, or text) or of the system messages. */
export function systemPromptOf(instructions: unknown, messages: readonly SpanMessage[]): string {
  if (typeof instructions === "string") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(instructions);
    } catch {
      return instructions;
    }
    return Array.isArray(parsed) ? textOf({ parts: parsed }) : instructions;
  }
  return messages
    .filter((message) => message.role === "system" || message.role === "developer")
    .map(textOf)
    .join("\n\n");
}

/** The messages after the system prompt, as a Loupe history holds them. */
export function historyOf(messages: readonly SpanMessage[]): ModelMessage[] {
  const history: ModelMessage[] = [];
  for (const message of messages) {
    if (message.role === "user") {
      const responses = partsOf(message).filter((part) => part.type === "tool_call_response");
      for (const part of responses) {
        history.push({
          role: "tool",
          toolCallId: asText(part.id),
          name: "",
          content: asText(part.response),
        });
      }
      const text = textOf(message);
      if (responses.length === 0 || text !== "") history.push({ role: "user", content: text });
    } else if (message.role === "assistant") {
      const toolCalls = toolCallsOf(message);
      history.push({
        role: "assistant",
        content: textOf(message),
        ...(toolCalls.length > 0 ? { toolCalls } : {}),
      });
    } else if (message.role === "tool") {
      const response = partsOf(message).find((part) => part.type === "tool_call_response");
      history.push({
        role: "tool",
        toolCallId: asText(response?.id ?? message.tool_call_id),
        name: "",
        content: response ? asText(response.response) : textOf(message),
      });
    }
  }
  return history;
}

/** The answer of a chat span's output messages: the assistant's text, tool calls and finish reason. */
export function answerOf(messages: readonly SpanMessage[]): {
  content: string;
  toolCalls: ModelToolCall[];
  finishReason?: string;
} {
  const answers = messages.filter((message) => message.role !== "system");
  const finish = answers.find((message) => typeof message.finish_reason === "string");
  return {
    content: answers.map(textOf).join(""),
    toolCalls: answers.flatMap(toolCallsOf),
    ...(finish ? { finishReason: finish.finish_reason as string } : {}),
  };
}
