import { z } from "zod";

/**
 * Lenient schemas for Anthropic Messages stream events and whole `message` responses. Unknown
 * fields are dropped and unknown block or delta types pass, because the API keeps adding them.
 */

const usageSchema = z.object({
  input_tokens: z.number().nullish(),
  output_tokens: z.number().nullish(),
  cache_read_input_tokens: z.number().nullish(),
  cache_creation_input_tokens: z.number().nullish(),
});

const contentBlockSchema = z.object({
  type: z.string(),
  text: z.string().nullish(),
  thinking: z.string().nullish(),
  signature: z.string().nullish(),
  /** A `redacted_thinking` block's encrypted reasoning. */
  data: z.string().nullish(),
  id: z.string().nullish(),
  name: z.string().nullish(),
  input: z.unknown().optional(),
});

const deltaSchema = z.object({
  type: z.string().nullish(),
  text: z.string().nullish(),
  thinking: z.string().nullish(),
  signature: z.string().nullish(),
  partial_json: z.string().nullish(),
  stop_reason: z.string().nullish(),
});

/** One event of a Messages stream, or (`type: "message"`) a whole non-streaming response. */
export const anthropicEventSchema = z.object({
  type: z.string(),
  index: z.number().int().nonnegative().nullish(),
  message: z
    .object({ usage: usageSchema.nullish(), content: z.array(contentBlockSchema).nullish() })
    .nullish(),
  content_block: contentBlockSchema.nullish(),
  delta: deltaSchema.nullish(),
  usage: usageSchema.nullish(),
  error: z.object({ type: z.string().nullish(), message: z.string().nullish() }).nullish(),
  /** A whole response's blocks and stop reason (`type: "message"`). */
  content: z.array(contentBlockSchema).nullish(),
  stop_reason: z.string().nullish(),
});

/** A validated event or response. */
export type AnthropicEvent = z.infer<typeof anthropicEventSchema>;

/** A content block as it starts (streamed) or as a whole response carries it. */
export type AnthropicContentBlock = z.infer<typeof contentBlockSchema>;

/** Usage as `message_start`, `message_delta` and a whole response report it. */
export type AnthropicUsage = z.infer<typeof usageSchema>;
