import { environmentProvider, modelNames } from "@/lib/llm/providers/environment-variables";
import { ollamaHostUrl } from "@/lib/llm/providers/ollama/ollama-host";
import type { ProviderEnvironment } from "@/lib/llm/providers/provider-spec";

/** Ollama from `OLLAMA_HOST` (read as Ollama's own client reads it), with the models of `OLLAMA_MODEL`. */
export const ollamaEnvironment: ProviderEnvironment = {
  ids: ["ollama"],
  read(env) {
    const baseUrl = ollamaHostUrl(env);
    if (!baseUrl) return [];
    return [
      {
        provider: environmentProvider("ollama", {
          name: "Ollama",
          kind: "ollama",
          preset: "ollama",
          baseUrl,
          models: modelNames(env, "OLLAMA_MODEL"),
        }),
        listedAs: "provider",
      },
    ];
  },
};
