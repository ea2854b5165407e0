import { z } from "zod";

/**
 * A lenient schema for OpenAI-compatible `chat.completion.chunk` payloads (and the non-streaming
 * `chat.completion`, whose `message` has the same shape as a `delta`). Nulls are accepted
 * everywhere and unknown fields are dropped, because every provider adds its own.
 */

const contentPartSchema = z.object({
  type: z.string().nullish(),
  text: z.string().nullish(),
  /** Mistral's thinking part: a string or a list of text parts. */
  thinking: z
    .union([
      z.string(),
      z.array(z.object({ type: z.string().nullish(), text: z.string().nullish() })),
    ])
    .nullish(),
});

const toolCallDeltaSchema = z.object({
  index: z.number().int().nonnegative().nullish(),
  id: z.string().nullish(),
  type: z.string().nullish(),
  function: z
    .object({
      name: z.string().nullish(),
      /** A JSON text as the spec says; some servers send the object itself. */
      arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
    })
    .nullish(),
});

/**
 * OpenRouter's `reasoning_details` entries: `reasoning.text` (`text`), `reasoning.summary`
 * (`summary`) and `reasoning.encrypted` (`data`).
 */
const reasoningDetailSchema = z.object({
  type: z.string().nullish(),
  text: z.string().nullish(),
  summary: z.string().nullish(),
  data: z.string().nullish(),
});

const deltaSchema = z.object({
  role: z.string().nullish(),
  /** A string, or (Mistral) a list of `text` / `thinking` parts. */
  content: z.union([z.string(), z.array(contentPartSchema)]).nullish(),
  reasoning_content: z.string().nullish(),
  reasoning: z.string().nullish(),
  reasoning_details: z.array(reasoningDetailSchema).nullish(),
  tool_calls: z.array(toolCallDeltaSchema).nullish(),
});

const choiceSchema = z.object({
  index: z.number().nullish(),
  delta: deltaSchema.nullish(),
  message: deltaSchema.nullish(),
  finish_reason: z.string().nullish(),
});

const usageSchema = z.object({
  prompt_tokens: z.number().nullish(),
  completion_tokens: z.number().nullish(),
  total_tokens: z.number().nullish(),
  prompt_tokens_details: z.object({ cached_tokens: z.number().nullish() }).nullish(),
  completion_tokens_details: z.object({ reasoning_tokens: z.number().nullish() }).nullish(),
  /** DeepSeek's name for prompt tokens read from its cache. */
  prompt_cache_hit_tokens: z.number().nullish(),
});

/** One streamed chunk, or a whole non-streaming completion. */
export const chatCompletionChunkSchema = z.object({
  id: z.string().nullish(),
  model: z.string().nullish(),
  choices: z.array(choiceSchema).nullish(),
  usage: usageSchema.nullish(),
  /** OpenRouter and others put a provider error in a chunk mid-stream. */
  error: z.unknown().optional(),
});

/** A validated chunk. */
export type ChatCompletionChunk = z.infer<typeof chatCompletionChunkSchema>;

/** One assistant message delta (or a whole message). */
export type ChatCompletionDelta = z.infer<typeof deltaSchema>;
