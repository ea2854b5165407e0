import type { ProviderModelListing } from "@/lib/llm/providers/provider-spec";

/**
 * `GET /models` (up to 1,000) with the key in `x-goog-api-key`; the answer lists `{ name }`s
 * under `models`, each named `models/<id>`.
 */
export const geminiModelListing: ProviderModelListing = {
  url: (baseUrl) => `${baseUrl}/models?pageSize=1000`,
  headers: (apiKey): Record<string, string> => (apiKey ? { "x-goog-api-key": apiKey } : {}),
  field: "models",
  idOf: (entry) =>
    typeof entry.name === "string" ? entry.name.replace(/^models\//, "") : entry.name,
};
