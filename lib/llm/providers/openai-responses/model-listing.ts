import { openAiCompatibleModelListing } from "@/lib/llm/providers/openai-compatible/model-listing";
import type { ProviderModelListing } from "@/lib/llm/providers/provider-spec";

/** The Responses API is served beside chat completions: the same `GET /models` lists its models. */
export const openAiResponsesModelListing: ProviderModelListing = openAiCompatibleModelListing;
