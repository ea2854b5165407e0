import type { ModelMessage, ModelRequest } from "@/lib/llm/model-request";

/** The parts of `sampling/createMessage` params a model call uses. */
export interface SamplingParams {
  messages?: Array<{ role?: unknown; content?: unknown }>;
  systemPrompt?: unknown;
  maxTokens?: unknown;
  temperature?: unknown;
  stopSequences?: unknown;
}

/**
 * The model request a `sampling/createMessage` asks for: its system prompt, its messages (text as
 * it is; images, audio and tool blocks described in words, since the model client sends text),
 * `maxTokens`, `temperature` and `stopSequences`.
 */
export function samplingModelRequest(model: string, params: SamplingParams): ModelRequest {
  const messages: ModelMessage[] = [];
  if (typeof params.systemPrompt === "string" && params.systemPrompt !== "") {
    messages.push({ role: "system", content: params.systemPrompt });
  }
  for (const message of params.messages ?? []) {
    const content = contentText(message.content);
    messages.push(
      message.role === "assistant" ? { role: "assistant", content } : { role: "user", content },
    );
  }
  const stop = Array.isArray(params.stopSequences)
    ? params.stopSequences.filter((item): item is string => typeof item === "string")
    : [];
  return {
    model,
    messages,
    params: {
      ...(typeof params.maxTokens === "number" ? { maxTokens: params.maxTokens } : {}),
      ...(typeof params.temperature === "number" ? { temperature: params.temperature } : {}),
      ...(stop.length > 0 ? { stop } : {}),
    },
  };
}

/** The `stopReason` of a `CreateMessageResult` for a provider's finish reason. */
export function samplingStopReason(finishReason: string | undefined): string {
  switch (finishReason) {
    case undefined:
    case "stop":
    case "end_turn":
      return "endTurn";
    case "length":
    case "max_tokens":
      return "maxTokens";
    case "stop_sequence":
      return "stopSequence";
    case "tool_calls":
    case "tool_use":
      return "toolUse";
    default:
      return finishReason;
  }
}

function contentText(content: unknown): string {
  const blocks = Array.isArray(content) ? content : [content];
  return blocks.map(blockText).join("\n");
}

function blockText(block: unknown): string {
  const item = (block ?? {}) as { type?: unknown; text?: unknown; mimeType?: unknown };
  switch (item.type) {
    case "text":
      return typeof item.text === "string" ? item.text : "";
    case "image":
    case "audio":
      return `[${item.type}${typeof item.mimeType === "string" ? ` (${item.mimeType})` : ""} not sent: Loupe's model client sends text only]`;
    default:
      return JSON.stringify(block);
  }
}
