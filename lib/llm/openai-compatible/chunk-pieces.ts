import type { ChatCompletionChunk } from "@/lib/llm/openai-compatible/chunk-schema";
import { providerErrorMessage } from "@/lib/llm/provider-error-message";

/** A piece of answer text on one channel, in the order the chunk carried it. */
export interface TextPiece {
  channel: "content" | "reasoning";
  text: string;
}

/** A tool-call fragment; any of its fields may be missing, depending on the provider. */
export interface ToolCallPiece {
  channel: "tool_call";
  index?: number;
  id?: string;
  name?: string;
  arguments: string;
}

/** Anything a chunk contributes to the assembled answer. */
export type AnswerPiece = TextPiece | ToolCallPiece;

/** Token counts in Loupe's camelCase form. */
export interface TokenUsage {
  promptTokens?: number;
  completionTokens?: number;
  totalTokens?: number;
}

/** What one chunk says: answer pieces, and the finish reason, usage or error it reports. */
export interface ChunkReading {
  pieces: AnswerPiece[];
  finishReason?: string;
  usage?: TokenUsage;
  providerError?: string;
}

function pushText(pieces: AnswerPiece[], channel: TextPiece["channel"], text: unknown): void {
  if (typeof text === "string" && text !== "") pieces.push({ channel, text });
}

/**
 * Reads the first choice of a chunk (or of a whole completion) into ordered answer pieces:
 * reasoning (`reasoning_content`, `reasoning`, Mistral `thinking` parts), content, tool calls.
 */
export function readChunkPieces(chunk: ChatCompletionChunk): ChunkReading {
  const reading: ChunkReading = { pieces: [] };
  if (chunk.error !== undefined && chunk.error !== null) {
    reading.providerError = providerErrorMessage(chunk.error) ?? "unknown error";
  }
  if (chunk.usage) {
    const usage: TokenUsage = {};
    if (typeof chunk.usage.prompt_tokens === "number")
      usage.promptTokens = chunk.usage.prompt_tokens;
    if (typeof chunk.usage.completion_tokens === "number") {
      usage.completionTokens = chunk.usage.completion_tokens;
    }
    if (typeof chunk.usage.total_tokens === "number") usage.totalTokens = chunk.usage.total_tokens;
    reading.usage = usage;
  }
  const choice = chunk.choices?.find((candidate) => (candidate.index ?? 0) === 0);
  if (!choice) return reading;
  if (choice.finish_reason) reading.finishReason = choice.finish_reason;

  const delta = choice.delta ?? choice.message;
  if (!delta) return reading;
  const { pieces } = reading;
  pushText(pieces, "reasoning", delta.reasoning_content || delta.reasoning);
  if (typeof delta.content === "string") {
    pushText(pieces, "content", delta.content);
  } else if (Array.isArray(delta.content)) {
    for (const part of delta.content) {
      if (part.type === "thinking") {
        const thinking = part.thinking;
        if (typeof thinking === "string") pushText(pieces, "reasoning", thinking);
        else for (const inner of thinking ?? []) pushText(pieces, "reasoning", inner.text);
      } else if (part.type === "text" || part.type === undefined || part.type === null) {
        pushText(pieces, "content", part.text);
      }
    }
  }
  for (const call of delta.tool_calls ?? []) {
    const argumentsValue = call.function?.arguments;
    const piece: ToolCallPiece = {
      channel: "tool_call",
      arguments:
        typeof argumentsValue === "string"
          ? argumentsValue
          : argumentsValue
            ? JSON.stringify(argumentsValue)
            : "",
    };
    if (typeof call.index === "number") piece.index = call.index;
    if (call.id) piece.id = call.id;
    if (call.function?.name) piece.name = call.function.name;
    pieces.push(piece);
  }
  return reading;
}
