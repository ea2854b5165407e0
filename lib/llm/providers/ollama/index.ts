import type { ModelProvider } from "@/lib/llm/model-provider";
import { buildOllamaRequest } from "@/lib/llm/providers/ollama/build-request";
import { createOllamaFrameReader } from "@/lib/llm/providers/ollama/frame-reader";
import { readOllamaRequest } from "@/lib/llm/providers/ollama/read-request";

/** Ollama's own chat API (`/api/chat`, NDJSON), beside its OpenAI-compatible `/v1`. */
export const ollamaProvider: ModelProvider = {
  buildRequest: buildOllamaRequest,
  createFrameReader: createOllamaFrameReader,
  endMarker: '"done": true',
  readRequest: readOllamaRequest,
};
