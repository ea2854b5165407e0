import { openAiResponsesProvider } from "@/lib/llm/providers/openai-responses";
import { openAiResponsesEnvironment } from "@/lib/llm/providers/openai-responses/environment";
import { openAiResponsesKind } from "@/lib/llm/providers/openai-responses/kind";
import { openAiResponsesModelListing } from "@/lib/llm/providers/openai-responses/model-listing";
import type { ProviderSpec } from "@/lib/llm/providers/provider-spec";

/** OpenAI's Responses API: its request and events, no variables of its own, its `GET /models`. */
export const openAiResponsesSpec = {
  ...openAiResponsesKind,
  provider: openAiResponsesProvider,
  environment: openAiResponsesEnvironment,
  modelListing: openAiResponsesModelListing,
} satisfies ProviderSpec;
