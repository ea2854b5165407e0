import { openAiCompatibleProvider } from "@/lib/llm/providers/openai-compatible";
import { openAiCompatibleEnvironment } from "@/lib/llm/providers/openai-compatible/environment";
import { openAiCompatibleKind } from "@/lib/llm/providers/openai-compatible/kind";
import { openAiCompatibleModelListing } from "@/lib/llm/providers/openai-compatible/model-listing";
import type { ProviderSpec } from "@/lib/llm/providers/provider-spec";

/** OpenAI chat completions: its request and frames, its variables, its `GET /models`. */
export const openAiCompatibleSpec = {
  ...openAiCompatibleKind,
  provider: openAiCompatibleProvider,
  environment: openAiCompatibleEnvironment,
  modelListing: openAiCompatibleModelListing,
} satisfies ProviderSpec;
