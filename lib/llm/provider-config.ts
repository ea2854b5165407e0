import "server-only";
import { LoupeError } from "@/lib/errors";

/** How Loupe talks to a model: its own scripted demo, or any OpenAI-compatible endpoint. */
export type ProviderKind = "demo" | "openai-compatible";

/**
 * One entry of the model catalogue. It names where the key lives (`apiKeyEnv`), never the key,
 * so an entry can be serialized, sent to the browser and exported safely.
 */
export interface ModelCatalogueEntry {
  id: string;
  label: string;
  provider: ProviderKind;
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

function setting(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

/**
 * The catalogue entry described by `OPENAI_BASE_URL`, `OPENAI_MODEL` and `OPENAI_API_KEY`, or
 * undefined when they do not name a model. The key is optional (Ollama and LM Studio need none);
 * the OpenAI base URL is assumed only when a key is set. Throws on a base URL that is not http(s).
 */
export function openAiCompatibleFromEnv(
  env: Environment = process.env,
): ModelCatalogueEntry | undefined {
  const model = setting(env, "OPENAI_MODEL");
  const hasKey = setting(env, "OPENAI_API_KEY") !== undefined;
  const configuredUrl = setting(env, "OPENAI_BASE_URL");
  const baseUrl = (configuredUrl ?? (hasKey ? DEFAULT_OPENAI_BASE_URL : undefined))?.replace(
    /\/+$/,
    "",
  );
  if (model === undefined || baseUrl === undefined) return undefined;

  let host: string;
  try {
    const parsed = new URL(baseUrl);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http(s)");
    host = parsed.host;
  } catch {
    throw new LoupeError(
      "request:invalid",
      `OPENAI_BASE_URL is "${baseUrl}", which is not an http(s) URL; set it to e.g. http://127.0.0.1:11434/v1.`,
    );
  }
  const entry: ModelCatalogueEntry = {
    id: `openai:${model}`,
    label: `${model} (OpenAI-compatible, ${host})`,
    provider: "openai-compatible",
    baseUrl,
    model,
  };
  if (hasKey) entry.apiKeyEnv = "OPENAI_API_KEY";
  return entry;
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
