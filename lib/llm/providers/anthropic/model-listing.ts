import { ANTHROPIC_VERSION } from "@/lib/llm/providers/anthropic/build-request";
import type { ProviderModelListing } from "@/lib/llm/providers/provider-spec";

/** `GET /v1/models` (up to 1,000) with the key in `x-api-key`; the answer lists `{ id }`s under `data`. */
export const anthropicModelListing: ProviderModelListing = {
  url: (baseUrl) => `${baseUrl}/v1/models?limit=1000`,
  headers: (apiKey): Record<string, string> => ({
    "anthropic-version": ANTHROPIC_VERSION,
    ...(apiKey ? { "x-api-key": apiKey } : {}),
  }),
  field: "data",
  idOf: (entry) => entry.id,
};
