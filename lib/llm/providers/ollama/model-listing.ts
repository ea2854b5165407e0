import type { ProviderModelListing } from "@/lib/llm/providers/provider-spec";

/** `GET /api/tags`; the answer lists `{ model, name }`s under `models`. */
export const ollamaModelListing: ProviderModelListing = {
  url: (baseUrl) => `${baseUrl}/api/tags`,
  headers: (apiKey): Record<string, string> =>
    apiKey ? { authorization: `Bearer ${apiKey}` } : {},
  field: "models",
  idOf: (entry) => entry.model ?? entry.name,
};
