import type { ModelPart } from "@/lib/llm/model-part";
import { providerErrorMessage } from "@/lib/llm/provider-error-message";
import type {
  ChatCompletionChunk,
  ChatCompletionDelta,
} from "@/lib/llm/providers/openai-compatible/chunk-schema";

/** A tool-call fragment as a chunk carries it: some servers (Mistral) send no index. */
export interface ToolCallFragment {
  type: "tool-call-delta";
  index?: number;
  id?: string;
  name?: string;
  argumentsDelta: string;
}

/** A neutral part, except that a tool-call fragment may still lack its index. */
export type ChunkPart = Exclude<ModelPart, { type: "tool-call-delta" }> | ToolCallFragment;

/** What one chunk says: its parts in order, and the error it reports, if any. */
export interface ChunkReading {
  parts: ChunkPart[];
  providerError?: string;
}

type UsagePart = Extract<ModelPart, { type: "usage" }>;

function usagePart(usage: NonNullable<ChatCompletionChunk["usage"]>, raw: unknown): UsagePart {
  const part: UsagePart = { type: "usage", usage: {} };
  const counts = part.usage;
  if (typeof usage.prompt_tokens === "number") counts.input = usage.prompt_tokens;
  if (typeof usage.completion_tokens === "number") counts.output = usage.completion_tokens;
  if (typeof usage.total_tokens === "number") counts.total = usage.total_tokens;
  const reasoning = usage.completion_tokens_details?.reasoning_tokens;
  if (typeof reasoning === "number") counts.reasoning = reasoning;
  const cached = usage.prompt_tokens_details?.cached_tokens ?? usage.prompt_cache_hit_tokens;
  if (typeof cached === "number") counts.cacheRead = cached;
  if (typeof raw === "object" && raw !== null) counts.raw = raw as Record<string, unknown>;
  return part;
}

function pushText(parts: ChunkPart[], type: "text" | "reasoning", text: unknown): void {
  if (typeof text === "string" && text !== "") parts.push({ type, text });
}

/**
 * Reasoning as the delta carries it. `reasoning_content` (DeepSeek) or `reasoning` (OpenRouter,
 * vLLM, Ollama) when present; else the readable `reasoning_details` (OpenRouter), which repeat
 * `reasoning` when both are sent. Encrypted details are kept as their own parts either way.
 */
function pushReasoning(parts: ChunkPart[], delta: ChatCompletionDelta): void {
  const plain = delta.reasoning_content || delta.reasoning;
  pushText(parts, "reasoning", plain);
  for (const detail of delta.reasoning_details ?? []) {
    if (detail.type === "reasoning.encrypted") {
      if (detail.data) parts.push({ type: "reasoning-encrypted", data: detail.data });
    } else if (!plain) {
      pushText(parts, "reasoning", detail.text || detail.summary);
    }
  }
}

/**
 * Reads the first choice of a chunk (or of a whole completion) into ordered parts: reasoning
 * (`reasoning_content`, `reasoning`, `reasoning_details`, Mistral `thinking` parts), text, tool-call fragments, then
 * the finish reason and usage. `rawUsage` is the usage object as received, kept as `usage.raw`.
 */
export function readChunkParts(chunk: ChatCompletionChunk, rawUsage?: unknown): ChunkReading {
  const reading: ChunkReading = { parts: [] };
  const { parts } = reading;
  if (chunk.error !== undefined && chunk.error !== null) {
    reading.providerError = providerErrorMessage(chunk.error) ?? "unknown error";
  }
  const choice = chunk.choices?.find((candidate) => (candidate.index ?? 0) === 0);
  const delta = choice?.delta ?? choice?.message;
  if (delta) {
    pushReasoning(parts, delta);
    if (typeof delta.content === "string") {
      pushText(parts, "text", delta.content);
    } else if (Array.isArray(delta.content)) {
      for (const part of delta.content) {
        if (part.type === "thinking") {
          const thinking = part.thinking;
          if (typeof thinking === "string") pushText(parts, "reasoning", thinking);
          else for (const inner of thinking ?? []) pushText(parts, "reasoning", inner.text);
        } else if (part.type === "text" || part.type === undefined || part.type === null) {
          pushText(parts, "text", part.text);
        }
      }
    }
    for (const call of delta.tool_calls ?? []) {
      const argumentsValue = call.function?.arguments;
      const fragment: ToolCallFragment = {
        type: "tool-call-delta",
        argumentsDelta:
          typeof argumentsValue === "string"
            ? argumentsValue
            : argumentsValue
              ? JSON.stringify(argumentsValue)
              : "",
      };
      if (typeof call.index === "number") fragment.index = call.index;
      if (call.id) fragment.id = call.id;
      if (call.function?.name) fragment.name = call.function.name;
      parts.push(fragment);
    }
  }
  if (choice?.finish_reason) parts.push({ type: "finish", reason: choice.finish_reason });
  if (chunk.usage) parts.push(usagePart(chunk.usage, rawUsage));
  return reading;
}
