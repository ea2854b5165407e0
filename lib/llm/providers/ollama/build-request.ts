import type { ModelTarget, ProviderHttpRequest } from "@/lib/llm/model-provider";
import type { ModelMessage, ModelRequest, ModelToolCall } from "@/lib/llm/model-request";

function parsedArguments(call: ModelToolCall): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(call.arguments);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Arguments that do not parse go back as an empty object; the text stays in the history.
  }
  return {};
}

function toOllamaMessage(message: ModelMessage): Record<string, unknown> {
  switch (message.role) {
    case "system":
    case "user":
      return { role: message.role, content: message.content };
    case "assistant":
      if (!message.toolCalls || message.toolCalls.length === 0) {
        return { role: "assistant", content: message.content };
      }
      return {
        role: "assistant",
        content: message.content,
        tool_calls: message.toolCalls.map((call) => ({
          function: { name: call.name, arguments: parsedArguments(call) },
        })),
      };
    case "tool":
      return { role: "tool", tool_name: message.name, content: message.content };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The `/api/chat` request for a neutral one: streamed NDJSON, tools as functions, tool calls sent
 * back with their arguments as objects and tool results as `role: "tool"` with `tool_name`. The
 * sampling params go in `options` (`temperature`, 0 unless given, as for the other providers;
 * `num_predict`; `stop`); extra fields are merged into the body, an extra `options` into options.
 */
export function buildOllamaRequest(
  request: ModelRequest,
  target: ModelTarget,
): ProviderHttpRequest {
  const params = request.params ?? {};
  const body: Record<string, unknown> = {
    model: request.model,
    messages: request.messages.map(toOllamaMessage),
    stream: true,
  };
  if (request.tools && request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      type: "function",
      function: {
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        parameters: tool.parameters,
      },
    }));
  }
  const options: Record<string, unknown> = { temperature: params.temperature ?? 0 };
  if (params.maxTokens !== undefined) options.num_predict = params.maxTokens;
  if (params.stop !== undefined) options.stop = params.stop;
  const { options: extraOptions, ...extra } = params.extra ?? {};
  if (isRecord(extraOptions)) Object.assign(options, extraOptions);
  body.options = options;
  Object.assign(body, extra);

  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/x-ndjson, application/json",
  };
  if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
  for (const [name, value] of Object.entries(target.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  return {
    url: `${target.baseUrl.replace(/\/+$/, "")}/api/chat`,
    headers,
    body: JSON.stringify(body),
  };
}
