import { type ChunkReading, readChunkPieces } from "@/lib/llm/openai-compatible/chunk-pieces";
import { chatCompletionChunkSchema } from "@/lib/llm/openai-compatible/chunk-schema";

/** A non-streaming answer read, or why it could not be. */
export type CompletionJsonReading =
  | { ok: true; reading: ChunkReading }
  | { ok: false; problem: string };

/**
 * Reads a whole `chat.completion` JSON body, for servers that answer `application/json` although
 * the request asked for a stream (or when `stream` was false).
 */
export function readCompletionJson(text: string): CompletionJsonReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `The JSON response is not valid JSON (${reason}).` };
  }
  const parsed = chatCompletionChunkSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return {
      ok: false,
      problem: `The JSON response is not a chat.completion (${path}${issue?.message ?? "invalid"}).`,
    };
  }
  return { ok: true, reading: readChunkPieces(parsed.data) };
}
