import { z } from "zod";

/**
 * Lenient schemas for Gemini `GenerateContentResponse`s: a streamed chunk (`alt=sse`), a whole
 * `generateContent` answer, or the JSON array `streamGenerateContent` sends without `alt=sse`.
 * Unknown fields are dropped and unknown part kinds pass, because the API keeps adding them.
 */

const partialArgSchema = z.object({
  jsonPath: z.string().nullish(),
  stringValue: z.string().nullish(),
  numberValue: z.number().nullish(),
  boolValue: z.boolean().nullish(),
  nullValue: z.unknown().optional(),
  willContinue: z.boolean().nullish(),
});

const partSchema = z.object({
  text: z.string().nullish(),
  thought: z.boolean().nullish(),
  thoughtSignature: z.string().nullish(),
  functionCall: z
    .object({
      id: z.string().nullish(),
      name: z.string().nullish(),
      args: z.record(z.string(), z.unknown()).nullish(),
      /** Vertex's streamed arguments: one value at a JSON path per chunk. */
      partialArgs: z.array(partialArgSchema).nullish(),
      willContinue: z.boolean().nullish(),
    })
    .nullish(),
});

const usageSchema = z.object({
  promptTokenCount: z.number().nullish(),
  candidatesTokenCount: z.number().nullish(),
  thoughtsTokenCount: z.number().nullish(),
  cachedContentTokenCount: z.number().nullish(),
  totalTokenCount: z.number().nullish(),
});

const responseSchema = z.object({
  candidates: z
    .array(
      z.object({
        index: z.number().nullish(),
        content: z.object({ parts: z.array(partSchema).nullish() }).nullish(),
        finishReason: z.string().nullish(),
      }),
    )
    .nullish(),
  usageMetadata: usageSchema.nullish(),
  promptFeedback: z.object({ blockReason: z.string().nullish() }).nullish(),
  error: z
    .object({
      code: z.number().nullish(),
      message: z.string().nullish(),
      status: z.string().nullish(),
    })
    .nullish(),
});

/** One chunk or whole answer, or the array of chunks of a stream sent as one JSON body. */
export const geminiChunkSchema = z.union([responseSchema, z.array(responseSchema)]);

/** One validated `GenerateContentResponse`. */
export type GeminiResponse = z.infer<typeof responseSchema>;

/** One part of a candidate's content. */
export type GeminiPart = z.infer<typeof partSchema>;

/** A streamed function call's argument values. */
export type GeminiPartialArg = z.infer<typeof partialArgSchema>;

/** Usage as each chunk reports it (counts so far). */
export type GeminiUsage = z.infer<typeof usageSchema>;
