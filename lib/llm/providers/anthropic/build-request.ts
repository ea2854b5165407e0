import type { ModelTarget, ProviderHttpRequest } from "@/lib/llm/model-provider";
import type { ModelMessage, ModelRequest, ModelToolCall } from "@/lib/llm/model-request";

/** The Messages API version Loupe speaks. */
export const ANTHROPIC_VERSION = "2023-06-01";

/** `max_tokens` when the params give none: Anthropic requires one. */
export const DEFAULT_ANTHROPIC_MAX_TOKENS = 4096;

type ContentBlock = Record<string, unknown>;
interface AnthropicMessage {
  role: "user" | "assistant";
  content: string | ContentBlock[];
}

function parsedInput(call: ModelToolCall): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(call.arguments);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Arguments that do not parse go back as an empty input; the text stays in the history.
  }
  return {};
}

function asBlocks(content: string | ContentBlock[]): ContentBlock[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

/** Adds a user turn, joining it to the previous one when that is a user turn too. */
function pushUser(messages: AnthropicMessage[], content: string | ContentBlock[]): void {
  const last = messages.at(-1);
  if (last?.role === "user" && (typeof last.content !== "string" || typeof content !== "string")) {
    last.content = [...asBlocks(last.content), ...asBlocks(content)];
    return;
  }
  messages.push({ role: "user", content });
}

function toAnthropicMessages(history: ModelMessage[]): {
  system: string[];
  messages: AnthropicMessage[];
} {
  const system: string[] = [];
  const messages: AnthropicMessage[] = [];
  for (const message of history) {
    switch (message.role) {
      case "system":
        system.push(message.content);
        break;
      case "user":
        pushUser(messages, message.content);
        break;
      case "assistant": {
        const calls = message.toolCalls ?? [];
        if (calls.length === 0) {
          messages.push({ role: "assistant", content: message.content });
          break;
        }
        const blocks: ContentBlock[] =
          message.content === "" ? [] : [{ type: "text", text: message.content }];
        for (const call of calls) {
          blocks.push({ type: "tool_use", id: call.id, name: call.name, input: parsedInput(call) });
        }
        messages.push({ role: "assistant", content: blocks });
        break;
      }
      case "tool":
        pushUser(messages, [
          {
            type: "tool_result",
            tool_use_id: message.toolCallId,
            content: message.content,
            is_error: message.isError ?? false,
          },
        ]);
        break;
    }
  }
  return { system, messages };
}

/**
 * The Messages request for a neutral one: the system prompt as top-level `system`, tool calls as
 * `tool_use` blocks, consecutive tool results in one user message of `tool_result` blocks, tools
 * with `input_schema`, `stop` as `stop_sequences`, `max_tokens` always (default 4096). The
 * temperature is sent only when given: extended thinking (through `extra`) refuses any other.
 */
export function buildAnthropicRequest(
  request: ModelRequest,
  target: ModelTarget,
): ProviderHttpRequest {
  const params = request.params ?? {};
  const { system, messages } = toAnthropicMessages(request.messages);
  const body: Record<string, unknown> = {
    model: request.model,
    max_tokens: params.maxTokens ?? DEFAULT_ANTHROPIC_MAX_TOKENS,
  };
  if (system.length > 0) body.system = system.join("\n\n");
  body.messages = messages;
  if (request.tools && request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      name: tool.name,
      ...(tool.description === undefined ? {} : { description: tool.description }),
      input_schema: tool.parameters,
    }));
  }
  if (params.temperature !== undefined) body.temperature = params.temperature;
  if (params.stop !== undefined) body.stop_sequences = params.stop;
  body.stream = true;
  Object.assign(body, params.extra);

  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "text/event-stream, application/json",
    "anthropic-version": ANTHROPIC_VERSION,
  };
  if (target.apiKey) headers["x-api-key"] = target.apiKey;
  for (const [name, value] of Object.entries(target.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  return {
    url: `${target.baseUrl.replace(/\/+$/, "")}/v1/messages`,
    headers,
    body: JSON.stringify(body),
  };
}
