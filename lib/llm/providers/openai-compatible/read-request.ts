import type { ModelMessage, ModelToolCall } from "@/lib/llm/model-request";
import {
  argumentsText,
  contentText,
  isRecord,
  type RequestReading,
  readFunctionTool,
  readTools,
} from "@/lib/llm/request-reading";

/** The content parts of Chat Completions whose text a message holds. */
const TEXT_PARTS = ["text"];
/** Its other parts: media, and a refusal (its text is in `refusal`, not `text`). */
const OTHER_PARTS = ["image_url", "input_audio", "file", "refusal"];

function readToolCalls(value: unknown): ModelToolCall[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const calls: ModelToolCall[] = [];
  for (const call of value) {
    if (!isRecord(call) || !isRecord(call.function)) return undefined;
    const { name } = call.function;
    if (typeof call.id !== "string" || typeof name !== "string") return undefined;
    calls.push({ id: call.id, name, arguments: argumentsText(call.function.arguments) });
  }
  return calls;
}

function readMessage(message: unknown, names: Map<string, string>): ModelMessage | undefined {
  if (!isRecord(message)) return undefined;
  const content = contentText(message.content, TEXT_PARTS, OTHER_PARTS);
  if (content === undefined) return undefined;
  switch (message.role) {
    case "system":
    case "developer":
      return { role: "system", content };
    case "user":
      return { role: "user", content };
    case "assistant": {
      const toolCalls = readToolCalls(message.tool_calls);
      if (!toolCalls) return undefined;
      for (const call of toolCalls) names.set(call.id, call.name);
      return toolCalls.length > 0
        ? { role: "assistant", content, toolCalls }
        : { role: "assistant", content };
    }
    case "tool": {
      if (typeof message.tool_call_id !== "string") return undefined;
      const name = names.get(message.tool_call_id) ?? "";
      return { role: "tool", toolCallId: message.tool_call_id, name, content };
    }
    default:
      return undefined;
  }
}

/**
 * A Chat Completions request body read back: `messages` (system and developer messages as
 * system, text parts joined, `tool_calls`, `role: "tool"` results) and the `tools` functions.
 * Undefined for a body that is not one (no `messages`, an Anthropic-style `system`, a role or
 * part it does not know).
 */
export function readOpenAiRequest(body: unknown): RequestReading | undefined {
  if (!isRecord(body) || !Array.isArray(body.messages) || "system" in body) return undefined;
  const names = new Map<string, string>();
  const messages: ModelMessage[] = [];
  for (const message of body.messages) {
    const read = readMessage(message, names);
    if (!read) return undefined;
    messages.push(read);
  }
  return { messages, ...readTools(body.tools, readFunctionTool) };
}
