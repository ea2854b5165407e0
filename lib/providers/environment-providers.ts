import type { Environment } from "@/lib/llm/provider-config";
import type { EnvironmentProviderReading } from "@/lib/llm/providers/provider-spec";
import { PROVIDER_SPECS } from "@/lib/llm/providers/provider-specs";
import type { ProviderRecord } from "@/lib/providers/provider-record";

/**
 * The ids environment providers use (and models' `<id>:` prefixes), from every kind's spec; a
 * provider added in the page never takes one, even when its variables are not set today.
 */
export const ENVIRONMENT_PROVIDER_IDS: readonly string[] = PROVIDER_SPECS.flatMap(
  (spec) => spec.environment.ids,
);

/** Whether a base URL is an http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The one reader of the environment's providers: every kind's variables, as its spec reads them,
 * those listed under their kind (`OPENAI_*`, `ANTHROPIC_*`) first; base URLs not checked yet.
 */
export function readEnvironmentProviders(
  env: Environment = process.env,
): EnvironmentProviderReading[] {
  const readings = PROVIDER_SPECS.flatMap((spec) => spec.environment.read(env));
  return [
    ...readings.filter((reading) => reading.listedAs === "kind"),
    ...readings.filter((reading) => reading.listedAs === "provider"),
  ];
}

/**
 * The providers the environment describes, read-only: `OPENAI_*` and `ANTHROPIC_*`,
 * `OPENROUTER_API_KEY`, `DEEPSEEK_API_KEY` and `OLLAMA_HOST`, each with the models of its
 * `…_MODEL` variable (comma-separated). Keys are named by variable, never copied; a base URL
 * that is not http(s) leaves its provider out.
 */
export function environmentProviders(env: Environment = process.env): ProviderRecord[] {
  return readEnvironmentProviders(env)
    .map((reading) => reading.provider)
    .filter((provider) => isHttpUrl(provider.baseUrl));
}
