import type { HistoryMessage, ModelMessage, ModelTool } from "@/lib/llm/model-request";
import {
  argumentsText,
  contentText,
  isRecord,
  type RequestReading,
  readTools,
} from "@/lib/llm/request-reading";

/** Blocks that hold no text the history keeps (thinking is the model's, images are not text). */
const SKIPPED_BLOCKS = new Set([
  "image",
  "document",
  "thinking",
  "redacted_thinking",
  "server_tool_use",
  "web_search_tool_result",
]);

function blocksOf(content: unknown): Record<string, unknown>[] | undefined {
  if (typeof content === "string") return [{ type: "text", text: content }];
  if (!Array.isArray(content) || !content.every(isRecord)) return undefined;
  return content;
}

function readUser(content: unknown, names: Map<string, string>): HistoryMessage[] | undefined {
  const blocks = blocksOf(content);
  if (!blocks) return undefined;
  const results: HistoryMessage[] = [];
  const texts: string[] = [];
  for (const block of blocks) {
    if (block.type === "text" && typeof block.text === "string") texts.push(block.text);
    else if (block.type === "tool_result" && typeof block.tool_use_id === "string") {
      const text = contentText(block.content, ["text"], ["image", "document", "search_result"]);
      if (text === undefined) return undefined;
      results.push({
        role: "tool",
        toolCallId: block.tool_use_id,
        name: names.get(block.tool_use_id) ?? "",
        content: text,
        ...(block.is_error === true ? { isError: true } : {}),
      });
    } else if (!SKIPPED_BLOCKS.has(String(block.type))) return undefined;
  }
  // The API puts a turn's tool results before its text; the history keeps that order.
  return texts.length > 0 || results.length === 0
    ? [...results, { role: "user", content: texts.join("\n\n") }]
    : results;
}

function readAssistant(content: unknown, names: Map<string, string>): HistoryMessage | undefined {
  const blocks = blocksOf(content);
  if (!blocks) return undefined;
  const texts: string[] = [];
  const toolCalls: NonNullable<Extract<ModelMessage, { role: "assistant" }>["toolCalls"]> = [];
  for (const block of blocks) {
    if (block.type === "text" && typeof block.text === "string") texts.push(block.text);
    else if (
      block.type === "tool_use" &&
      typeof block.id === "string" &&
      typeof block.name === "string"
    ) {
      names.set(block.id, block.name);
      toolCalls.push({ id: block.id, name: block.name, arguments: argumentsText(block.input) });
    } else if (!SKIPPED_BLOCKS.has(String(block.type))) return undefined;
  }
  const text = texts.join("\n\n");
  return toolCalls.length > 0
    ? { role: "assistant", content: text, toolCalls }
    : { role: "assistant", content: text };
}

function readTool(tool: unknown): ModelTool | undefined {
  // Server tools (`web_search_…`) have a type and no schema: the provider runs them, not the host.
  if (!isRecord(tool) || typeof tool.name !== "string" || !isRecord(tool.input_schema)) {
    return undefined;
  }
  return {
    name: tool.name,
    ...(typeof tool.description === "string" ? { description: tool.description } : {}),
    parameters: tool.input_schema,
  };
}

/**
 * A Messages request body read back: the top-level `system` (text or text blocks) as one system
 * message, `tool_use` blocks as tool calls, `tool_result` blocks as tool results ahead of the
 * turn's text, thinking and images left out, a `system` message among the messages (Claude Code
 * sends them) as a system message, and the `tools` with an `input_schema`. Undefined for a body
 * that is not one (no `messages`, a role other than user, assistant and system, an unknown block).
 */
export function readAnthropicRequest(body: unknown): RequestReading | undefined {
  if (!isRecord(body) || !Array.isArray(body.messages)) return undefined;
  const messages: ModelMessage[] = [];
  if (body.system !== undefined) {
    const system = contentText(body.system, ["text"]);
    if (system === undefined) return undefined;
    if (system !== "") messages.push({ role: "system", content: system });
  }
  const names = new Map<string, string>();
  for (const message of body.messages) {
    if (!isRecord(message)) return undefined;
    if (message.role === "user") {
      const read = readUser(message.content, names);
      if (!read) return undefined;
      messages.push(...read);
    } else if (message.role === "assistant") {
      const read = readAssistant(message.content, names);
      if (!read) return undefined;
      messages.push(read);
    } else if (message.role === "system") {
      const text = contentText(message.content, ["text"]);
      if (text === undefined) return undefined;
      messages.push({ role: "system", content: text });
    } else return undefined;
  }
  return { messages, ...readTools(body.tools, readTool) };
}
