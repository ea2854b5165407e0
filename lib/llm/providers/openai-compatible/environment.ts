import {
  environmentProvider,
  modelNames,
  setting,
} from "@/lib/llm/providers/environment-variables";
import type {
  EnvironmentProviderReading,
  ProviderEnvironment,
} from "@/lib/llm/providers/provider-spec";
import { providerPreset } from "@/lib/providers/provider-presets";

/** Used when only `OPENAI_API_KEY` (and `OPENAI_MODEL`) are set. */
export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";

/** The presets switched on by their key variable alone (`OPENROUTER_API_KEY`, `DEEPSEEK_API_KEY`). */
const keyedPresets = ["openrouter", "deepseek"] as const;

/**
 * The OpenAI-compatible providers of the environment: `openai` from `OPENAI_BASE_URL` and
 * `OPENAI_API_KEY` (the OpenAI base URL is assumed only when a key is set; the key is optional,
 * as Ollama's `/v1` and LM Studio need none), then OpenRouter and DeepSeek from their key
 * variables; each with the models of its `…_MODEL` variable (comma-separated).
 */
export const openAiCompatibleEnvironment: ProviderEnvironment = {
  ids: ["openai", ...keyedPresets],
  read(env) {
    const readings: EnvironmentProviderReading[] = [];
    const key = setting(env, "OPENAI_API_KEY");
    const baseUrl = setting(env, "OPENAI_BASE_URL") ?? (key ? DEFAULT_OPENAI_BASE_URL : undefined);
    if (baseUrl) {
      const isOpenAi = baseUrl.replace(/\/+$/, "") === DEFAULT_OPENAI_BASE_URL;
      readings.push({
        provider: environmentProvider("openai", {
          name: isOpenAi ? "OpenAI" : "OpenAI-compatible",
          kind: "openai-compatible",
          preset: isOpenAi ? "openai" : "custom",
          baseUrl,
          apiKeyEnv: key ? "OPENAI_API_KEY" : undefined,
          models: modelNames(env, "OPENAI_MODEL"),
        }),
        listedAs: "kind",
        baseUrlVariable: { name: "OPENAI_BASE_URL", example: "http://127.0.0.1:11434/v1" },
      });
    }
    for (const id of keyedPresets) {
      const variable = `${id.toUpperCase()}_API_KEY`;
      if (!setting(env, variable)) continue;
      const preset = providerPreset(id, env);
      readings.push({
        provider: environmentProvider(id, {
          name: preset.label,
          kind: preset.kind,
          preset: id,
          baseUrl: preset.baseUrl ?? "",
          apiKeyEnv: variable,
          models: modelNames(env, `${id.toUpperCase()}_MODEL`),
        }),
        listedAs: "provider",
      });
    }
    return readings;
  },
};
