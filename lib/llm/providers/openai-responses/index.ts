import type { ModelProvider } from "@/lib/llm/model-provider";
import { buildOpenAiResponsesRequest } from "@/lib/llm/providers/openai-responses/build-request";
import { createOpenAiResponsesFrameReader } from "@/lib/llm/providers/openai-responses/frame-reader";
import { readResponsesRequest } from "@/lib/llm/providers/openai-responses/read-request";

/** OpenAI's Responses API (`/v1/responses`), as the Codex CLI speaks it. */
export const openAiResponsesProvider: ModelProvider = {
  buildRequest: buildOpenAiResponsesRequest,
  createFrameReader: createOpenAiResponsesFrameReader,
  endMarker: '"response.completed"',
  readRequest: readResponsesRequest,
};
