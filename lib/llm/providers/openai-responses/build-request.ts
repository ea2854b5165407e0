import type { ModelTarget, ProviderHttpRequest } from "@/lib/llm/model-provider";
import type { ModelMessage, ModelRequest } from "@/lib/llm/model-request";

/** The input items one message of the history becomes (the system prompt goes to `instructions`). */
function toInputItems(message: Exclude<ModelMessage, { role: "system" }>): unknown[] {
  switch (message.role) {
    case "user":
      return [{ role: "user", content: message.content }];
    case "assistant": {
      const items: unknown[] =
        message.content === "" && (message.toolCalls?.length ?? 0) > 0
          ? []
          : [{ role: "assistant", content: message.content }];
      for (const call of message.toolCalls ?? []) {
        items.push({
          type: "function_call",
          call_id: call.id,
          name: call.name,
          arguments: call.arguments,
        });
      }
      return items;
    }
    case "tool":
      return [
        { type: "function_call_output", call_id: message.toolCallId, output: message.content },
      ];
  }
}

/**
 * The Responses API request for a neutral one: the system prompt as `instructions`, the rest of
 * the history as `input` items (tool calls as `function_call`, results as
 * `function_call_output`), tools as non-strict `function` tools (an MCP server's schema is sent
 * as it is), streamed. The API takes no stop sequences, so `stop` is not sent: the host stops
 * the stream at a complete action instead. The params' extra fields are merged in last.
 */
export function buildOpenAiResponsesRequest(
  request: ModelRequest,
  target: ModelTarget,
): ProviderHttpRequest {
  const params = request.params ?? {};
  const instructions = request.messages
    .filter((message) => message.role === "system")
    .map((message) => message.content);
  const body: Record<string, unknown> = { model: request.model };
  if (instructions.length > 0) body.instructions = instructions.join("\n\n");
  body.input = request.messages.flatMap((message) =>
    message.role === "system" ? [] : toInputItems(message),
  );
  if (request.tools && request.tools.length > 0) {
    body.tools = request.tools.map((tool) => ({
      type: "function",
      name: tool.name,
      ...(tool.description === undefined ? {} : { description: tool.description }),
      parameters: tool.parameters,
      strict: false,
    }));
  }
  if (params.temperature !== undefined) body.temperature = params.temperature;
  if (params.maxTokens !== undefined) body.max_output_tokens = params.maxTokens;
  body.stream = true;
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
    url: `${target.baseUrl.replace(/\/+$/, "")}/responses`,
    headers,
    body: JSON.stringify(body),
  };
}
