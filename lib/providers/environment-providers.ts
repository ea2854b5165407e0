import {
  DEFAULT_ANTHROPIC_BASE_URL,
  DEFAULT_OPENAI_BASE_URL,
  type Environment,
} from "@/lib/llm/provider-config";
import { ollamaHostUrl, providerPreset } from "@/lib/providers/provider-presets";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import type { ProviderConfig } from "@/lib/providers/provider-schema";

/**
 * The ids environment providers use (and models' `<id>:` prefixes); a provider added in the page
 * never takes one, even when its variables are not set today.
 */
export const ENVIRONMENT_PROVIDER_IDS = [
  "openai",
  "anthropic",
  "openrouter",
  "deepseek",
  "ollama",
] as const;

function setting(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function models(env: Environment, name: string): string[] | undefined {
  const names = [
    ...new Set(
      (setting(env, name) ?? "")
        .split(",")
        .map((model) => model.trim())
        .filter((model) => model !== ""),
    ),
  ];
  return names.length > 0 ? names : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

function record(
  id: (typeof ENVIRONMENT_PROVIDER_IDS)[number],
  config: ProviderConfig,
): ProviderRecord | undefined {
  if (!isHttpUrl(config.baseUrl)) return undefined;
  const cleaned = Object.fromEntries(
    Object.entries({ ...config, baseUrl: config.baseUrl.replace(/\/+$/, "") }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as ProviderConfig;
  return { id, source: "environment", ...cleaned };
}

/**
 * The providers the environment describes, read-only: `OPENAI_*` and `ANTHROPIC_*` (as the
 * catalogue reads them), `OPENROUTER_API_KEY`, `DEEPSEEK_API_KEY` and `OLLAMA_HOST`, each with the
 * models of its `…_MODEL` variable (comma-separated). Keys are named by variable, never copied;
 * a base URL that is not http(s) leaves its provider out.
 */
export function environmentProviders(env: Environment = process.env): ProviderRecord[] {
  const found: (ProviderRecord | undefined)[] = [];
  const openAiKey = setting(env, "OPENAI_API_KEY");
  const openAiUrl =
    setting(env, "OPENAI_BASE_URL") ?? (openAiKey ? DEFAULT_OPENAI_BASE_URL : undefined);
  if (openAiUrl) {
    const isOpenAi = openAiUrl.replace(/\/+$/, "") === DEFAULT_OPENAI_BASE_URL;
    found.push(
      record("openai", {
        name: isOpenAi ? "OpenAI" : "OpenAI-compatible",
        kind: "openai-compatible",
        preset: isOpenAi ? "openai" : "custom",
        baseUrl: openAiUrl,
        apiKeyEnv: openAiKey ? "OPENAI_API_KEY" : undefined,
        models: models(env, "OPENAI_MODEL"),
      }),
    );
  }
  const anthropicKey = setting(env, "ANTHROPIC_API_KEY");
  const anthropicUrl = setting(env, "ANTHROPIC_BASE_URL");
  if (anthropicKey || anthropicUrl) {
    found.push(
      record("anthropic", {
        name: "Anthropic",
        kind: "anthropic",
        preset: "anthropic",
        baseUrl: anthropicUrl ?? DEFAULT_ANTHROPIC_BASE_URL,
        apiKeyEnv: anthropicKey ? "ANTHROPIC_API_KEY" : undefined,
        models: models(env, "ANTHROPIC_MODEL"),
      }),
    );
  }
  for (const id of ["openrouter", "deepseek"] as const) {
    const variable = `${id.toUpperCase()}_API_KEY`;
    if (!setting(env, variable)) continue;
    const preset = providerPreset(id, env);
    found.push(
      record(id, {
        name: preset.label,
        kind: preset.kind,
        preset: id,
        baseUrl: preset.baseUrl ?? "",
        apiKeyEnv: variable,
        models: models(env, `${id.toUpperCase()}_MODEL`),
      }),
    );
  }
  const ollamaUrl = ollamaHostUrl(env);
  if (ollamaUrl) {
    found.push(
      record("ollama", {
        name: "Ollama",
        kind: "ollama",
        preset: "ollama",
        baseUrl: ollamaUrl,
        models: models(env, "OLLAMA_MODEL"),
      }),
    );
  }
  return found.filter((provider): provider is ProviderRecord => provider !== undefined);
}
