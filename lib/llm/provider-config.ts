import "server-only";
import { LoupeError } from "@/lib/errors";
import { setting } from "@/lib/llm/providers/environment-variables";
import type { ProviderKind, WireFormat } from "@/lib/llm/providers/provider-kinds";

export type { ProviderKind };

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
