import type { WireFormat } from "@/lib/llm/model-provider";

/** The raw stream formats a capture can be imported from. */
export const CAPTURE_FORMATS = ["openai", "anthropic", "ollama"] as const;

/** OpenAI-compatible SSE, Anthropic Messages SSE, or Ollama's `/api/chat` NDJSON. */
export type CaptureFormat = (typeof CAPTURE_FORMATS)[number];

/** The provider wire format that reads each capture format (the same code as a live call). */
export const WIRE_OF_CAPTURE_FORMAT: Readonly<Record<CaptureFormat, WireFormat>> = {
  openai: "openai-compatible",
  anthropic: "anthropic",
  ollama: "ollama",
};

/**
 * Largest raw stream an import accepts: 20 MiB of UTF-8, a little more than the 16 MiB a live
 * answer may have, so any answer Loupe could have read live can be imported.
 */
export const MAX_CAPTURE_RAW_BYTES = 20 * 1024 * 1024;

/**
 * Largest `POST /api/captures/import` body: the raw stream JSON-escaped (quotes and newlines
 * double in size at worst for SSE text) plus room for the request.
 */
export const MAX_CAPTURE_BODY_BYTES = 2 * MAX_CAPTURE_RAW_BYTES + 1024 * 1024;
