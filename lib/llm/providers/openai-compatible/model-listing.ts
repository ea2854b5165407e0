import type { ProviderModelListing } from "@/lib/llm/providers/provider-spec";

/** `GET /models` with a bearer key; the answer lists `{ id }`s under `data`. */
export const openAiCompatibleModelListing: ProviderModelListing = {
  url: (baseUrl) => `${baseUrl}/models`,
  headers: (apiKey): Record<string, string> =>
    apiKey ? { authorization: `Bearer ${apiKey}` } : {},
  field: "data",
  idOf: (entry) => entry.id,
};
