import type { Environment, ModelCatalogueEntry } from "@/lib/llm/provider-config";
import { providerKindInfo } from "@/lib/llm/providers/provider-kinds";
import { isHttpUrl, readEnvironmentProviders } from "@/lib/providers/environment-providers";

/** The models the environment lists under their kind, and why a provider's were left out. */
export interface EnvironmentModels {
  entries: ModelCatalogueEntry[];
  /** One sentence per provider whose base URL is not http(s), naming its variable. */
  problems: string[];
}

/**
 * The models of the environment providers listed under their kind (`OPENAI_MODEL`,
 * `ANTHROPIC_MODEL`, comma-separated): `<id>:<model>`, labelled `model (Kind, host)`, naming the
 * key's variable, never the key. A base URL that is not http(s) leaves that provider's models out
 * with a sentence naming its variable, so the others are still offered.
 */
export function environmentModels(env: Environment = process.env): EnvironmentModels {
  const found: EnvironmentModels = { entries: [], problems: [] };
  for (const reading of readEnvironmentProviders(env)) {
    if (reading.listedAs !== "kind") continue;
    const { id, kind, baseUrl, apiKeyEnv, models = [] } = reading.provider;
    if (models.length === 0) continue;
    if (!isHttpUrl(baseUrl)) {
      const { name, example } = reading.baseUrlVariable;
      found.problems.push(
        `${name} is "${baseUrl}", which is not an http(s) URL; set it to e.g. ${example}.`,
      );
      continue;
    }
    const host = new URL(baseUrl).host;
    for (const model of models) {
      found.entries.push({
        id: `${id}:${model}`,
        label: `${model} (${providerKindInfo(kind).label}, ${host})`,
        provider: kind,
        baseUrl,
        model,
        ...(apiKeyEnv ? { apiKeyEnv } : {}),
      });
    }
  }
  return found;
}
