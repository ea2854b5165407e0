import type { ModelProvider } from "@/lib/llm/model-provider";
import { buildOpenAiRequest } from "@/lib/llm/providers/openai-compatible/build-request";
import { createOpenAiFrameReader } from "@/lib/llm/providers/openai-compatible/frame-reader";

/** OpenAI chat completions, as OpenAI, OpenRouter, DeepSeek, Ollama's `/v1`, vLLM and the demo speak it. */
export const openAiCompatibleProvider: ModelProvider = {
  buildRequest: buildOpenAiRequest,
  createFrameReader: createOpenAiFrameReader,
  endMarker: '"data: [DONE]"',
};
