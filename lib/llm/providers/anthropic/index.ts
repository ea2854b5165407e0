import type { ModelProvider } from "@/lib/llm/model-provider";
import { buildAnthropicRequest } from "@/lib/llm/providers/anthropic/build-request";
import { createAnthropicFrameReader } from "@/lib/llm/providers/anthropic/frame-reader";

/** Anthropic's Messages API (`/v1/messages`). */
export const anthropicProvider: ModelProvider = {
  buildRequest: buildAnthropicRequest,
  createFrameReader: createAnthropicFrameReader,
  endMarker: '"message_stop"',
};
