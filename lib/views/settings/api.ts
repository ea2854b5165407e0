import type { ProviderCreateInput, ProviderPatch } from "@/lib/api/provider-input";
import type {
  ProviderListAnswer,
  ProviderModelInfo,
  ProviderTestResult,
  ProviderView,
} from "@/lib/api/providers";
import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

/**
 * Typed calls to the provider routes (`/api/providers/**`). Every call rejects with an
 * `ApiError` carrying Loupe's code and message, so the settings page shows it where it happened.
 */
export function createProvidersApi(fetcher: Fetcher) {
  const provider = (id: string) => `/api/providers/${encodeURIComponent(id)}`;
  return {
    /** Environment providers (read-only), then those added in the page; secrets `[redacted]`. */
    list: () => requestJson<ProviderListAnswer>(fetcher, "/api/providers"),
    get: (id: string) => requestJson<ProviderView>(fetcher, provider(id)),
    create: (input: ProviderCreateInput) =>
      requestJson<{ id: string }>(fetcher, "/api/providers", { method: "POST", body: input }),
    /** Changes the fields given; `null` removes one, `"[redacted]"` keeps a stored secret. */
    update: (id: string, patch: ProviderPatch) =>
      requestJson<ProviderView>(fetcher, provider(id), { method: "PATCH", body: patch }),
    remove: (id: string) => requestJson<undefined>(fetcher, provider(id), { method: "DELETE" }),
    /** Lists the provider's models with its key: ok with latency and count, or why not. */
    test: (id: string, timeoutMs?: number) =>
      requestJson<ProviderTestResult>(fetcher, `${provider(id)}/test`, {
        method: "POST",
        body: timeoutMs === undefined ? {} : { timeoutMs },
      }),
    /** The models the provider offers, from its own listing. */
    models: (id: string) =>
      requestJson<{ models: ProviderModelInfo[] }>(fetcher, `${provider(id)}/models`),
  };
}

/** The providers client type the settings views share. */
export type ProvidersApi = ReturnType<typeof createProvidersApi>;

/** The providers client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserProvidersApi = createProvidersApi((input, init) =>
  globalThis.fetch(input, init),
);
