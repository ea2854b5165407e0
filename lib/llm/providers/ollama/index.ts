import type { ModelProvider } from "@/lib/llm/model-provider";
import { buildOllamaRequest } from "@/lib/llm/providers/ollama/build-request";
import { createOllamaFrameReader } from "@/lib/llm/providers/ollama/frame-reader";

/**
 * Ollama's own API, beside its OpenAI-compatible `/v1`: Loupe sends `/api/chat` (NDJSON); a
 * captured `/api/generate` exchange reads with the same frame reader and request reader.
 */
export const ollamaProvider: ModelProvider = {
  buildRequest: buildOllamaRequest,
  createFrameReader: createOllamaFrameReader,
  endMarker: '"done": true',
};
