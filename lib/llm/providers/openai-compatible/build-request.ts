import type { ModelTarget, ProviderHttpRequest } from "@/lib/llm/model-provider";
import type { ModelMessage, ModelRequest } from "@/lib/llm/model-request";

function toChatMessage(message: ModelMessage): Record<string, unknown> {
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
        content: message.content === "" ? null : message.content,
        tool_calls: message.toolCalls.map((call) => ({
          id: call.id,
          type: "function",
          function: { name: call.name, arguments: call.arguments },
        })),
      };
    case "tool":
      return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
  }
}

/**
 * The chat-completions request for a neutral one: streamed with usage, tools as functions,
 * temperature 0 unless the params say otherwise (a playground wants repeatable answers), and the
 * params' extra fields merged in last.
 */
export function buildOpenAiRequest(
  request: ModelRequest,
  target: ModelTarget,
): ProviderHttpRequest {
  const params = request.params ?? {};
  const body: Record<string, unknown> = {
    model: request.model,
    messages: request.messages.map(toChatMessage),
    stream: true,
    stream_options: { include_usage: true },
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
  body.temperature = params.temperature ?? 0;
  if (params.maxTokens !== undefined) body.max_tokens = params.maxTokens;
  if (params.stop !== undefined) body.stop = params.stop;
  Object.assign(body, params.extra);

  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "text/event-stream, application/json",
  };
  if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
  for (const [name, value] of Object.entries(target.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  return {
    url: `${target.baseUrl.replace(/\/+$/, "")}/chat/completions`,
    headers,
    body: JSON.stringify(body),
  };
}
