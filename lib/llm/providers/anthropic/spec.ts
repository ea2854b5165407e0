import { anthropicProvider } from "@/lib/llm/providers/anthropic";
import { anthropicEnvironment } from "@/lib/llm/providers/anthropic/environment";
import { anthropicKind } from "@/lib/llm/providers/anthropic/kind";
import { anthropicModelListing } from "@/lib/llm/providers/anthropic/model-listing";
import type { ProviderSpec } from "@/lib/llm/providers/provider-spec";

/** Anthropic's Messages API: its request and frames, its variables, its `GET /v1/models`. */
export const anthropicSpec = {
  ...anthropicKind,
  provider: anthropicProvider,
  environment: anthropicEnvironment,
  modelListing: anthropicModelListing,
} satisfies ProviderSpec;
