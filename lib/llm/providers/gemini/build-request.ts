import type { ModelTarget, ProviderHttpRequest } from "@/lib/llm/model-provider";
import type { ModelMessage, ModelRequest, ModelToolCall } from "@/lib/llm/model-request";

type GeminiPart = Record<string, unknown>;
interface GeminiContent {
  role: "user" | "model";
  parts: GeminiPart[];
}

function parsedArgs(call: ModelToolCall): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(call.arguments);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Arguments that do not parse go back as no arguments; the text stays in the history.
  }
  return {};
}

/** Adds parts to the conversation, joining them to the last turn when it has the same role. */
function push(contents: GeminiContent[], role: GeminiContent["role"], parts: GeminiPart[]): void {
  const last = contents.at(-1);
  if (last?.role === role) last.parts.push(...parts);
  else contents.push({ role, parts });
}

function toContents(history: ModelMessage[]): { system: string[]; contents: GeminiContent[] } {
  const system: string[] = [];
  const contents: GeminiContent[] = [];
  for (const message of history) {
    switch (message.role) {
      case "system":
        system.push(message.content);
        break;
      case "user":
        push(contents, "user", [{ text: message.content }]);
        break;
      case "assistant": {
        const calls = message.toolCalls ?? [];
        const parts: GeminiPart[] =
          message.content === "" && calls.length > 0 ? [] : [{ text: message.content }];
        for (const call of calls) {
          parts.push({ functionCall: { name: call.name, args: parsedArgs(call) } });
        }
        push(contents, "model", parts);
        break;
      }
      case "tool":
        push(contents, "user", [
          {
            functionResponse: {
              name: message.name,
              response: message.isError ? { error: message.content } : { output: message.content },
            },
          },
        ]);
        break;
    }
  }
  return { system, contents };
}

/**
 * The `streamGenerateContent` request (`alt=sse`) for a neutral one: the system prompt as
 * `systemInstruction`, the history as `contents` (the assistant as `model`, tool calls as
 * `functionCall` parts, results as `functionResponse` parts of a user turn, turns of one role
 * joined), tools as `functionDeclarations` with their JSON Schema as `parametersJsonSchema`, and
 * the sampling params in `generationConfig`. The params' extra fields are merged in last.
 */
export function buildGeminiRequest(
  request: ModelRequest,
  target: ModelTarget,
): ProviderHttpRequest {
  const params = request.params ?? {};
  const { system, contents } = toContents(request.messages);
  const body: Record<string, unknown> = {};
  if (system.length > 0) body.systemInstruction = { parts: [{ text: system.join("\n\n") }] };
  body.contents = contents;
  if (request.tools && request.tools.length > 0) {
    body.tools = [
      {
        functionDeclarations: request.tools.map((tool) => ({
          name: tool.name,
          ...(tool.description === undefined ? {} : { description: tool.description }),
          parametersJsonSchema: tool.parameters,
        })),
      },
    ];
  }
  const generationConfig: Record<string, unknown> = {};
  if (params.temperature !== undefined) generationConfig.temperature = params.temperature;
  if (params.maxTokens !== undefined) generationConfig.maxOutputTokens = params.maxTokens;
  if (params.stop !== undefined) generationConfig.stopSequences = params.stop;
  if (Object.keys(generationConfig).length > 0) body.generationConfig = generationConfig;
  Object.assign(body, params.extra);

  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "text/event-stream, application/json",
  };
  if (target.apiKey) headers["x-goog-api-key"] = target.apiKey;
  for (const [name, value] of Object.entries(target.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  const model = encodeURIComponent(request.model.replace(/^models\//, ""));
  return {
    url: `${target.baseUrl.replace(/\/+$/, "")}/models/${model}:streamGenerateContent?alt=sse`,
    headers,
    body: JSON.stringify(body),
  };
}
