import type { ModelProvider } from "@/lib/llm/model-provider";
import { buildOpenAiResponsesRequest } from "@/lib/llm/providers/openai-responses/build-request";
import { createOpenAiResponsesFrameReader } from "@/lib/llm/providers/openai-responses/frame-reader";

/** OpenAI's Responses API (`/v1/responses`), as the Codex CLI speaks it. */
export const openAiResponsesProvider: ModelProvider = {
  buildRequest: buildOpenAiResponsesRequest,
  createFrameReader: createOpenAiResponsesFrameReader,
  endMarker: '"response.completed"',
};
