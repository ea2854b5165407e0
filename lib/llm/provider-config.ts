import "server-only";
import { LoupeError } from "@/lib/errors";
import type { WireFormat } from "@/lib/llm/model-provider";

/** How Loupe talks to a model: its own scripted demo, an OpenAI-compatible endpoint, or Anthropic. */
export type ProviderKind = "demo" | WireFormat;

/**
 * One configured model of the catalogue. It names where the key lives (`apiKeyEnv`), never the
 * key, so an entry can be serialized, sent to the browser and exported safely.
 */
export interface ModelCatalogueEntry {
  id: string;
  label: string;
  provider: WireFormat;
  /** Base URL without a trailing slash, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  /** Name of the environment variable holding the API key, when one is needed. */
  apiKeyEnv?: string;
}

/** The environment as this module reads it (`process.env`, or a plain object in tests). */
export type Environment = Record<string, string | undefined>;

/** Used when only `OPENAI_API_KEY` and `OPENAI_MODEL` are set. */
export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";

/** Used when `ANTHROPIC_BASE_URL` is not set. */
export const DEFAULT_ANTHROPIC_BASE_URL = "https://api.anthropic.com";

function setting(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/** The model names of a comma-separated variable, trimmed, without blanks or repeats. */
function modelNames(env: Environment, name: string): string[] {
  const names = (setting(env, name) ?? "").split(",").map((model) => model.trim());
  return [...new Set(names.filter((model) => model !== ""))];
}

/** The host of a base URL; throws naming the variable when it is not http(s). */
function hostOf(baseUrl: string, variable: string, example: string): string {
  try {
    const parsed = new URL(baseUrl);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http(s)");
    return parsed.host;
  } catch {
    throw new LoupeError(
      "request:invalid",
      `${variable} is "${baseUrl}", which is not an http(s) URL; set it to e.g. ${example}.`,
    );
  }
}

/**
 * The entries described by `OPENAI_BASE_URL`, `OPENAI_MODEL` (one model or several,
 * comma-separated) and `OPENAI_API_KEY`. The key is optional (Ollama and LM Studio need none);
 * the OpenAI base URL is assumed only when a key is set. Throws on a base URL that is not http(s).
 */
export function openAiCompatibleFromEnv(env: Environment = process.env): ModelCatalogueEntry[] {
  const models = modelNames(env, "OPENAI_MODEL");
  const hasKey = setting(env, "OPENAI_API_KEY") !== undefined;
  const configuredUrl = setting(env, "OPENAI_BASE_URL");
  const baseUrl = (configuredUrl ?? (hasKey ? DEFAULT_OPENAI_BASE_URL : undefined))?.replace(
    /\/+$/,
    "",
  );
  if (models.length === 0 || baseUrl === undefined) return [];
  const host = hostOf(baseUrl, "OPENAI_BASE_URL", "http://127.0.0.1:11434/v1");
  return models.map((model) => ({
    id: `openai:${model}`,
    label: `${model} (OpenAI-compatible, ${host})`,
    provider: "openai-compatible",
    baseUrl,
    model,
    ...(hasKey ? { apiKeyEnv: "OPENAI_API_KEY" } : {}),
  }));
}

/**
 * The entries described by `ANTHROPIC_MODEL` (comma-separated too), `ANTHROPIC_API_KEY` and
 * `ANTHROPIC_BASE_URL` (default `https://api.anthropic.com`). A model is listed when a key or a
 * base URL (a gateway that needs no key) is set. Throws on a base URL that is not http(s).
 */
export function anthropicFromEnv(env: Environment = process.env): ModelCatalogueEntry[] {
  const models = modelNames(env, "ANTHROPIC_MODEL");
  const hasKey = setting(env, "ANTHROPIC_API_KEY") !== undefined;
  const configuredUrl = setting(env, "ANTHROPIC_BASE_URL");
  if (models.length === 0 || (!hasKey && configuredUrl === undefined)) return [];
  const baseUrl = (configuredUrl ?? DEFAULT_ANTHROPIC_BASE_URL).replace(/\/+$/, "");
  const host = hostOf(baseUrl, "ANTHROPIC_BASE_URL", DEFAULT_ANTHROPIC_BASE_URL);
  return models.map((model) => ({
    id: `anthropic:${model}`,
    label: `${model} (Anthropic, ${host})`,
    provider: "anthropic",
    baseUrl,
    model,
    ...(hasKey ? { apiKeyEnv: "ANTHROPIC_API_KEY" } : {}),
  }));
}

/** The API key for an entry, read at the moment the request is built and nowhere else. */
export function resolveApiKey(
  entry: ModelCatalogueEntry,
  env: Environment = process.env,
): string | undefined {
  const key = entry.apiKeyEnv === undefined ? undefined : setting(env, entry.apiKeyEnv);
  if (key !== undefined && !/^[\x21-\x7e]+$/.test(key)) {
    throw new LoupeError(
      "request:invalid",
      `${entry.apiKeyEnv} contains a space, a line break or a non-ASCII character, which an HTTP header cannot carry; copy the key again.`,
    );
  }
  return key;
}
