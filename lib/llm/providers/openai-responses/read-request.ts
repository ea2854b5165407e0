import type { ModelMessage, ModelTool } from "@/lib/llm/model-request";
import {
  argumentsText,
  contentText,
  isRecord,
  type RequestReading,
  readTools,
} from "@/lib/llm/request-reading";

/** The content parts of Responses API messages whose text a message holds. */
const TEXT_PARTS = ["input_text", "output_text", "text"];
/** Its other parts: media and refusals. */
const OTHER_PARTS = ["input_image", "input_file", "input_audio", "refusal"];

function readTool(tool: unknown): ModelTool | undefined {
  // Built-in tools (`web_search`, `local_shell`, custom grammars) are the provider's, not functions.
  if (!isRecord(tool) || tool.type !== "function" || typeof tool.name !== "string") {
    return undefined;
  }
  return {
    name: tool.name,
    ...(typeof tool.description === "string" ? { description: tool.description } : {}),
    parameters: isRecord(tool.parameters) ? tool.parameters : {},
  };
}

/** Adds a call to the assistant message it belongs to: the last one, or a new empty one. */
function pushCall(messages: ModelMessage[], call: { id: string; name: string; arguments: string }) {
  const last = messages.at(-1);
  if (last?.role === "assistant") {
    last.toolCalls = [...(last.toolCalls ?? []), call];
    return;
  }
  messages.push({ role: "assistant", content: "", toolCalls: [call] });
}

function readItem(item: unknown, messages: ModelMessage[], names: Map<string, string>): boolean {
  if (!isRecord(item)) return false;
  const type = item.type ?? "message";
  if (type === "message") {
    const content = contentText(item.content, TEXT_PARTS, OTHER_PARTS);
    if (content === undefined) return false;
    if (item.role === "system" || item.role === "developer") {
      messages.push({ role: "system", content });
    } else if (item.role === "user" || item.role === "assistant") {
      messages.push({ role: item.role, content });
    } else return false;
  } else if (type === "function_call") {
    if (typeof item.call_id !== "string" || typeof item.name !== "string") return false;
    names.set(item.call_id, item.name);
    pushCall(messages, {
      id: item.call_id,
      name: item.name,
      arguments: argumentsText(item.arguments),
    });
  } else if (type === "function_call_output") {
    if (typeof item.call_id !== "string") return false;
    const content = contentText(item.output, TEXT_PARTS, OTHER_PARTS);
    if (content === undefined) return false;
    messages.push({
      role: "tool",
      toolCallId: item.call_id,
      name: names.get(item.call_id) ?? "",
      content,
    });
  }
  // Reasoning items and the built-in tools' calls carry nothing the neutral history holds.
  return true;
}

/**
 * A Responses API request body (`POST /v1/responses`, as the Codex CLI sends it) read back:
 * `instructions` and system or developer messages as system messages, `input` (a string or its
 * items: messages, `function_call`, `function_call_output`), and the `function` tools; reasoning
 * items and built-in tools are left out. Undefined for a body that is not one.
 */
export function readResponsesRequest(body: unknown): RequestReading | undefined {
  if (!isRecord(body) || "messages" in body) return undefined;
  const { instructions, input } = body;
  if (typeof input !== "string" && !Array.isArray(input)) return undefined;
  const messages: ModelMessage[] = [];
  if (typeof instructions === "string" && instructions !== "") {
    messages.push({ role: "system", content: instructions });
  }
  if (typeof input === "string") messages.push({ role: "user", content: input });
  else {
    const names = new Map<string, string>();
    for (const item of input) if (!readItem(item, messages, names)) return undefined;
  }
  return { messages, ...readTools(body.tools, readTool) };
}
