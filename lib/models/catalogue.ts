import "server-only";
import { DEMO_MODELS, handleDemoChatRequest } from "@/lib/demo/model";
import { LoupeError } from "@/lib/errors";
import { createInProcessFetch } from "@/lib/http/in-process-fetch";
import type { ModelTarget } from "@/lib/llm/model-provider";
import {
  anthropicFromEnv,
  type Environment,
  type ModelCatalogueEntry,
  openAiCompatibleFromEnv,
  type ProviderKind,
  resolveApiKey,
} from "@/lib/llm/provider-config";
import { registerSecret } from "@/lib/security/secret-registry";

/** A model as the picker lists it: nothing secret in here. */
export interface ModelListing {
  id: string;
  label: string;
  provider: ProviderKind;
}

/** A model ready to be called: where, through which provider, and with which key (server side only). */
export interface ResolvedModel extends ModelListing, ModelTarget {
  provider: ProviderKind;
}

/** The demo model's base URL as shown in events; its requests are served in-process. */
export function demoBaseUrl(env: Environment = process.env): string {
  return `http://127.0.0.1:${env.PORT || "3000"}/api/demo/v1`;
}

/** The configured models; a malformed base URL drops that provider's models with a warning. */
function configuredModels(env: Environment): ModelCatalogueEntry[] {
  const entries: ModelCatalogueEntry[] = [];
  for (const read of [openAiCompatibleFromEnv, anthropicFromEnv]) {
    try {
      entries.push(...read(env));
    } catch (error) {
      // A malformed base URL must not take the demo models (or the other provider) down with it.
      console.warn(`[loupe] ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return entries;
}

/** The models the picker offers: the scripted demos, then the OpenAI-compatible and Anthropic ones. */
export function listModels(env: Environment = process.env): ModelListing[] {
  const demos: ModelListing[] = DEMO_MODELS.map((model) => ({
    id: model.id,
    label: model.label,
    provider: "demo",
  }));
  const configured = configuredModels(env).map(({ id, label, provider }) => ({
    id,
    label,
    provider,
  }));
  return [...demos, ...configured];
}

/**
 * Resolves a model id to everything needed to call it (its key registered as a secret, so it is
 * masked wherever it shows up); unknown ids are a clear 400.
 */
export function resolveModel(id: string, env: Environment = process.env): ResolvedModel {
  const demo = DEMO_MODELS.find((model) => model.id === id);
  if (demo) {
    return {
      id: demo.id,
      label: demo.label,
      provider: "demo",
      wire: "openai-compatible",
      model: demo.id,
      baseUrl: demoBaseUrl(env),
      fetch: createInProcessFetch([
        { pathPrefix: "/api/demo/v1/chat/completions", handler: handleDemoChatRequest },
      ]),
    };
  }
  const entry = configuredModels(env).find((candidate) => candidate.id === id);
  if (entry) {
    const apiKey = resolveApiKey(entry, env);
    registerSecret(apiKey);
    return {
      id: entry.id,
      label: entry.label,
      provider: entry.provider,
      wire: entry.provider,
      model: entry.model,
      baseUrl: entry.baseUrl,
      ...(apiKey ? { apiKey } : {}),
      fetch: globalThis.fetch,
    };
  }
  const known = listModels(env)
    .map((model) => model.id)
    .join(", ");
  throw new LoupeError("model:not_found", `Unknown model "${id}". Available: ${known}.`);
}
