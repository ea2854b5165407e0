import { z } from "zod";

/** One tool call as Ollama sends it: whole, with `function.arguments` an object (a string is tolerated). */
const ollamaToolCallSchema = z
  .object({
    id: z.string().optional(),
    function: z
      .object({
        index: z.number().int().nonnegative().optional(),
        name: z.string(),
        arguments: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
      })
      .loose(),
  })
  .loose();

/**
 * One line of an Ollama answer stream (or its whole non-streaming answer): `/api/chat` sends a
 * `message` piece while `done` is false, `/api/generate` a `response` (and `thinking`) piece;
 * both end with a line of `done: true`, the reason and the counts. An error comes as
 * `{ "error": "..." }`.
 */
export const ollamaAnswerLineSchema = z
  .object({
    model: z.string().optional(),
    created_at: z.string().optional(),
    message: z
      .object({
        role: z.string().optional(),
        content: z.string().nullish(),
        thinking: z.string().nullish(),
        tool_calls: z.array(ollamaToolCallSchema).nullish(),
      })
      .loose()
      .optional(),
    response: z.string().nullish(),
    thinking: z.string().nullish(),
    tool_calls: z.array(ollamaToolCallSchema).nullish(),
    done: z.boolean().optional(),
    done_reason: z.string().nullish(),
    prompt_eval_count: z.number().nullish(),
    eval_count: z.number().nullish(),
    total_duration: z.number().nullish(),
    load_duration: z.number().nullish(),
    prompt_eval_duration: z.number().nullish(),
    eval_duration: z.number().nullish(),
    error: z.unknown().optional(),
  })
  .loose();

/** A line of an Ollama answer stream, as the schema reads it. */
export type OllamaAnswerLine = z.infer<typeof ollamaAnswerLineSchema>;
