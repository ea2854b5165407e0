import type { WireFormat } from "@/lib/llm/providers/provider-kinds";

/** Which wire format reads the answers of the paths ending so; the first match wins. */
const WIRE_FORMAT_BY_PATH_END: ReadonlyArray<readonly [RegExp, WireFormat]> = [
  [/\/chat\/completions$/, "openai-compatible"],
  [/\/v1\/messages$/, "anthropic"],
  [/\/api\/(?:chat|generate)$/, "ollama"],
  [/\/responses$/, "openai-responses"],
  [/\/models\/[^/]+:(?:streamGenerateContent|generateContent)$/, "gemini"],
];

/**
 * The wire format a proxied request speaks, read from its upstream path (without the query):
 * Chat Completions, Anthropic Messages, Ollama `/api/chat` and `/api/generate`, the Responses
 * API, Gemini's `streamGenerateContent` and `generateContent`; undefined for any other path,
 * whose answer is recorded as raw bytes, unassembled. Another format's reader is one more line here.
 */
export function wireFormatOf(path: string): WireFormat | undefined {
  const trimmed = path.replace(/\/+$/, "");
  return WIRE_FORMAT_BY_PATH_END.find(([pattern]) => pattern.test(trimmed))?.[1];
}
