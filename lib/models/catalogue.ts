import "server-only";
import { DEMO_MODELS, handleDemoChatRequest } from "@/lib/demo/model";
import { LoupeError } from "@/lib/errors";
import {
  type Environment,
  openAiCompatibleFromEnv,
  resolveApiKey,
} from "@/lib/llm/provider-config";
import { createInProcessFetch } from "@/lib/mcp/in-process-fetch";

/** A model as the picker lists it: nothing secret in here. */
export interface ModelListing {
  id: string;
  label: string;
  provider: "demo" | "openai-compatible";
}

/** A model ready to be called: where, how, and with which key (server side only). */
export interface ResolvedModel extends ModelListing {
  /** The model name sent in the request body. */
  model: string;
  url: string;
  apiKey?: string;
  fetch: typeof fetch;
}

/** The demo model's address as shown in events; its requests are served in-process. */
export function demoChatUrl(env: Environment = process.env): string {
  return `http://127.0.0.1:${env.PORT || "3000"}/api/demo/v1/chat/completions`;
}

/** The models the picker offers: the scripted demos, then one OpenAI-compatible endpoint if configured. */
export function listModels(env: Environment = process.env): ModelListing[] {
  const demos: ModelListing[] = DEMO_MODELS.map((model) => ({
    id: model.id,
    label: model.label,
    provider: "demo",
  }));
  let external: ReturnType<typeof openAiCompatibleFromEnv>;
  try {
    external = openAiCompatibleFromEnv(env);
  } catch (error) {
    // A malformed OPENAI_BASE_URL must not take the demo models down with it.
    console.warn(`[loupe] ${error instanceof Error ? error.message : String(error)}`);
    return demos;
  }
  return external
    ? [...demos, { id: external.id, label: external.label, provider: "openai-compatible" }]
    : demos;
}

/** Resolves a model id to everything needed to call it; unknown ids are a clear 400. */
export function resolveModel(id: string, env: Environment = process.env): ResolvedModel {
  const demo = DEMO_MODELS.find((model) => model.id === id);
  if (demo) {
    return {
      id: demo.id,
      label: demo.label,
      provider: "demo",
      model: demo.id,
      url: demoChatUrl(env),
      fetch: createInProcessFetch([
        { pathPrefix: "/api/demo/v1/chat/completions", handler: handleDemoChatRequest },
      ]),
    };
  }
  const external = openAiCompatibleFromEnv(env);
  if (external && external.id === id) {
    const apiKey = resolveApiKey(external, env);
    return {
      id: external.id,
      label: external.label,
      provider: "openai-compatible",
      model: external.model,
      url: `${external.baseUrl.replace(/\/+$/, "")}/chat/completions`,
      ...(apiKey ? { apiKey } : {}),
      fetch: globalThis.fetch,
    };
  }
  const known = listModels(env)
    .map((model) => model.id)
    .join(", ");
  throw new LoupeError("model:not_found", `Unknown model "${id}". Available: ${known}.`);
}
