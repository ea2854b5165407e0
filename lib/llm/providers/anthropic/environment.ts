import {
  environmentProvider,
  modelNames,
  setting,
} from "@/lib/llm/providers/environment-variables";
import type { ProviderEnvironment } from "@/lib/llm/providers/provider-spec";

/** Used when `ANTHROPIC_BASE_URL` is not set. */
export const DEFAULT_ANTHROPIC_BASE_URL = "https://api.anthropic.com";

/**
 * Anthropic from `ANTHROPIC_API_KEY` and `ANTHROPIC_BASE_URL` (default
 * `https://api.anthropic.com`): described when either is set (a gateway may need no key), with
 * the models of `ANTHROPIC_MODEL` (comma-separated).
 */
export const anthropicEnvironment: ProviderEnvironment = {
  ids: ["anthropic"],
  read(env) {
    const key = setting(env, "ANTHROPIC_API_KEY");
    const baseUrl = setting(env, "ANTHROPIC_BASE_URL");
    if (!key && !baseUrl) return [];
    return [
      {
        provider: environmentProvider("anthropic", {
          name: "Anthropic",
          kind: "anthropic",
          preset: "anthropic",
          baseUrl: baseUrl ?? DEFAULT_ANTHROPIC_BASE_URL,
          apiKeyEnv: key ? "ANTHROPIC_API_KEY" : undefined,
          models: modelNames(env, "ANTHROPIC_MODEL"),
        }),
        listedAs: "kind",
        baseUrlVariable: { name: "ANTHROPIC_BASE_URL", example: DEFAULT_ANTHROPIC_BASE_URL },
      },
    ];
  },
};
