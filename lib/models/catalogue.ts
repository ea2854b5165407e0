import "server-only";
import type { ModelListing } from "@/lib/api/models";
import { DEMO_MODELS, handleDemoChatRequest } from "@/lib/demo/model";
import { errorMessage, LoupeError } from "@/lib/errors";
import { createInProcessFetch } from "@/lib/http/in-process-fetch";
import type { ModelTarget } from "@/lib/llm/model-provider";
import {
  type Environment,
  type ModelCatalogueEntry,
  type ProviderKind,
  resolveApiKey,
} from "@/lib/llm/provider-config";
import { environmentModels } from "@/lib/models/environment-models";
import { getProviderStore } from "@/lib/providers";
import { isHttpUrl, readEnvironmentProviders } from "@/lib/providers/environment-providers";
import { toModelParams } from "@/lib/providers/model-defaults";
import { providerApiKey } from "@/lib/providers/provider-key";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import { storedRecord } from "@/lib/providers/provider-store";
import { registerSecret } from "@/lib/security/secret-registry";

/** A model ready to be called: where, through which provider, and with which key (server side only). */
export interface ResolvedModel extends ModelListing, ModelTarget {
  provider: ProviderKind;
}

/** The demo model's base URL as shown in events; its requests are served in-process. */
export function demoBaseUrl(env: Environment = process.env): string {
  return `http://127.0.0.1:${env.PORT || "3000"}/api/demo/v1`;
}

/** The models listed under their kind; a malformed base URL drops that provider's models with a warning. */
function configuredModels(env: Environment): ModelCatalogueEntry[] {
  const { entries, problems } = environmentModels(env);
  // A malformed base URL must not take the demo models (or the other providers) down with it.
  for (const problem of problems) console.warn(`[loupe] ${problem}`);
  return entries;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** A listed provider's model as the picker shows it. */
interface ProviderModel {
  provider: ProviderRecord;
  model: string;
  listing: ModelListing;
}

/**
 * The chosen models of listed providers: the environment's not listed under their kind
 * (OpenRouter, DeepSeek and Ollama, `…_MODEL`), then every provider added in the page
 * (`<id>:<model>`, labelled `name · model`).
 * A damaged providers file leaves those out with a warning rather than the whole picker.
 */
function providerModels(env: Environment): ProviderModel[] {
  const providers = readEnvironmentProviders(env)
    .filter((reading) => reading.listedAs === "provider")
    .map((reading) => reading.provider)
    .filter((provider) => isHttpUrl(provider.baseUrl));
  try {
    providers.push(...getProviderStore(env).list().map(storedRecord));
  } catch (error) {
    console.warn(`[loupe] ${errorMessage(error)}`);
  }
  return providers.flatMap((provider) =>
    (provider.models ?? []).map((model) => ({
      provider,
      model,
      listing: {
        id: `${provider.id}:${model}`,
        label:
          provider.source === "stored"
            ? `${provider.name} · ${model}`
            : `${model} (${provider.name}, ${hostOf(provider.baseUrl)})`,
        provider: provider.kind,
        providerId: provider.id,
      },
    })),
  );
}

/**
 * The models the picker offers: the scripted demos, the OpenAI-compatible and Anthropic ones of
 * the environment, then the chosen models of every other provider.
 */
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
  return [...demos, ...configured, ...providerModels(env).map(({ listing }) => listing)];
}

/** A provider's model ready to call: its key read now, its per-model defaults attached. */
function resolveProviderModel(
  { provider, model, listing }: ProviderModel,
  env: Environment,
): ResolvedModel {
  const apiKey = providerApiKey(provider, env);
  const defaults = provider.modelDefaults?.[model];
  return {
    ...listing,
    wire: provider.kind,
    model,
    baseUrl: provider.baseUrl,
    ...(apiKey ? { apiKey } : {}),
    ...(provider.headers ? { headers: { ...provider.headers } } : {}),
    ...(defaults ? { paramDefaults: toModelParams(defaults) } : {}),
    fetch: globalThis.fetch,
  };
}

/**
 * Resolves a model id to everything needed to call it (its key read now and registered as a
 * secret, so it is masked wherever it shows up; a listed provider's per-model defaults as
 * `paramDefaults`); unknown ids are a clear 400.
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
  const listed = providerModels(env).find((candidate) => candidate.listing.id === id);
  if (listed) return resolveProviderModel(listed, env);
  const known = listModels(env)
    .map((model) => model.id)
    .join(", ");
  throw new LoupeError("model:not_found", `Unknown model "${id}". Available: ${known}.`);
}
