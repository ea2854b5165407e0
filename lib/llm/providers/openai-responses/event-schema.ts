import { z } from "zod";

/**
 * Lenient schemas for Responses API stream events and whole `response` objects. Unknown fields
 * are dropped and unknown event and item types pass, because the API keeps adding them.
 */

const usageSchema = z.object({
  input_tokens: z.number().nullish(),
  output_tokens: z.number().nullish(),
  total_tokens: z.number().nullish(),
  input_tokens_details: z.object({ cached_tokens: z.number().nullish() }).nullish(),
  output_tokens_details: z.object({ reasoning_tokens: z.number().nullish() }).nullish(),
});

const errorSchema = z.object({
  type: z.string().nullish(),
  code: z.string().nullish(),
  message: z.string().nullish(),
});

/** One output item: a message, a reasoning item, a function call, or a kind added later. */
const outputItemSchema = z.object({
  type: z.string(),
  content: z.array(z.object({ type: z.string(), text: z.string().nullish() })).nullish(),
  summary: z.array(z.object({ type: z.string().nullish(), text: z.string().nullish() })).nullish(),
  encrypted_content: z.string().nullish(),
  call_id: z.string().nullish(),
  name: z.string().nullish(),
  arguments: z.string().nullish(),
});

/** A response as `response.completed` (and its kin) carry it, or as a whole JSON body. */
const responseSchema = z.object({
  status: z.string().nullish(),
  output: z.array(outputItemSchema).nullish(),
  usage: usageSchema.nullish(),
  error: errorSchema.nullish(),
  incomplete_details: z.object({ reason: z.string().nullish() }).nullish(),
});

/**
 * One event of a Responses stream, or (no `type`, `object: "response"`) a whole response. An
 * `error` event carries its error either flat or under `error`.
 */
export const responsesEventSchema = z.object({
  type: z.string().nullish(),
  object: z.string().nullish(),
  output_index: z.number().int().nonnegative().nullish(),
  content_index: z.number().int().nonnegative().nullish(),
  summary_index: z.number().int().nonnegative().nullish(),
  delta: z.string().nullish(),
  text: z.string().nullish(),
  arguments: z.string().nullish(),
  item: outputItemSchema.nullish(),
  response: responseSchema.nullish(),
  error: errorSchema.nullish(),
  code: z.string().nullish(),
  message: z.string().nullish(),
  /** A whole response's fields (`object: "response"`). */
  status: z.string().nullish(),
  output: z.array(outputItemSchema).nullish(),
  usage: usageSchema.nullish(),
  incomplete_details: z.object({ reason: z.string().nullish() }).nullish(),
});

/** A validated event or whole response. */
export type ResponsesEvent = z.infer<typeof responsesEventSchema>;

/** A response's end state: as a final event carries it, or a whole body. */
export type ResponsesResponse = z.infer<typeof responseSchema>;

/** One output item. */
export type ResponsesOutputItem = z.infer<typeof outputItemSchema>;

/** Usage as a response reports it. */
export type ResponsesUsage = z.infer<typeof usageSchema>;

/** An error as an `error` event or a failed response carries it. */
export type ResponsesError = z.infer<typeof errorSchema>;
