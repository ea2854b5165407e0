import type { ModelProvider } from "@/lib/llm/model-provider";
import { buildGeminiRequest } from "@/lib/llm/providers/gemini/build-request";
import { createGeminiFrameReader } from "@/lib/llm/providers/gemini/frame-reader";

/** Google's Gemini API (`:streamGenerateContent?alt=sse`). */
export const geminiProvider: ModelProvider = {
  buildRequest: buildGeminiRequest,
  createFrameReader: createGeminiFrameReader,
  endMarker: 'a candidate\'s "finishReason"',
};
