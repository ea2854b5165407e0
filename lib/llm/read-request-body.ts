import { readAnthropicRequest } from "@/lib/llm/providers/anthropic/read-request";
import { readGeminiRequest } from "@/lib/llm/providers/gemini/read-request";
import { readOllamaRequest } from "@/lib/llm/providers/ollama/read-request";
import { readOpenAiRequest } from "@/lib/llm/providers/openai-compatible/read-request";
import { readResponsesRequest } from "@/lib/llm/providers/openai-responses/read-request";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import type { RequestReading } from "@/lib/llm/request-reading";

/** How one wire format's request bodies are read back, and which of their fields that reading covers. */
interface RequestBodyReader {
  read: (body: unknown) => RequestReading | undefined;
  /** The body's fields the reading holds (messages, system prompt, tools); the rest are its params. */
  conversationFields: readonly string[];
}

/**
 * Every wire format's request reader (the providers' `read-request.ts`, which are pure), keyed so
 * the compiler refuses a kind without one. Browser-safe: the playground reads its turns' bodies
 * with the same readers the captures use on the server.
 */
const READERS: Record<WireFormat, RequestBodyReader> = {
  "openai-compatible": { read: readOpenAiRequest, conversationFields: ["messages", "tools"] },
  anthropic: { read: readAnthropicRequest, conversationFields: ["messages", "system", "tools"] },
  ollama: { read: readOllamaRequest, conversationFields: ["messages", "tools"] },
  "openai-responses": {
    read: readResponsesRequest,
    conversationFields: ["input", "instructions", "tools"],
  },
  gemini: {
    read: readGeminiRequest,
    conversationFields: ["contents", "systemInstruction", "system_instruction", "tools"],
  },
};

/** The wire formats to try on a body: its own first when it is known, then every other. */
function formatsFor(wire: WireFormat | undefined): WireFormat[] {
  const all = Object.keys(READERS) as WireFormat[];
  return wire ? [wire, ...all.filter((format) => format !== wire)] : all;
}

/** A request body read back, and the wire format that read it. */
export interface ReadRequestBody {
  wire: WireFormat;
  reading: RequestReading;
  /** The body's other top-level fields (model, stream, temperature, …): its params as sent. */
  params: Record<string, unknown>;
}

/**
 * A request body (parsed JSON) read by its wire format's reader when `wire` is known, else by
 * the first that reads it; undefined when none does (it is no model request Loupe reads).
 */
export function readRequestBody(body: unknown, wire?: WireFormat): ReadRequestBody | undefined {
  for (const format of formatsFor(wire)) {
    const reader = READERS[format];
    const reading = reader.read(body);
    if (!reading) continue;
    const params = Object.fromEntries(
      Object.entries(body as Record<string, unknown>).filter(
        ([field]) => !reader.conversationFields.includes(field),
      ),
    );
    return { wire: format, reading, params };
  }
  return undefined;
}
