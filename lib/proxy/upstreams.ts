import "server-only";
import { LoupeError } from "@/lib/errors";
import type { Environment } from "@/lib/llm/provider-config";
import { ollamaHostUrl } from "@/lib/llm/providers/ollama/ollama-host";
import { demoBaseUrl } from "@/lib/models/catalogue";
import { listProviders } from "@/lib/providers";
import { providerApiKey } from "@/lib/providers/provider-key";
import { demoUpstreamFetch } from "@/lib/proxy/demo-upstream";
import { registerSecret } from "@/lib/security/secret-registry";

/** The header an upstream takes its key in. */
export type KeyHeader = "authorization" | "x-api-key" | "x-goog-api-key";

/** Where the proxy sends a request named `/api/proxy/<name>/…`, and the key it may add. */
export interface Upstream {
  name: string;
  baseUrl: string;
  /** The key Loupe holds for it (Settings or the environment), registered as a secret. */
  apiKey?: string;
  keyHeader: KeyHeader;
  fetch: typeof fetch;
}

interface BuiltInUpstream {
  baseUrl: (env: Environment) => string;
  keyVariable?: string;
  keyHeader: KeyHeader;
}

/** The upstreams every Loupe knows: the public providers' base URLs, Ollama and the demo. */
const BUILT_IN_UPSTREAMS: Record<string, BuiltInUpstream> = {
  openai: {
    baseUrl: () => "https://api.openai.com/v1",
    keyVariable: "OPENAI_API_KEY",
    keyHeader: "authorization",
  },
  openrouter: {
    baseUrl: () => "https://openrouter.ai/api/v1",
    keyVariable: "OPENROUTER_API_KEY",
    keyHeader: "authorization",
  },
  deepseek: {
    baseUrl: () => "https://api.deepseek.com",
    keyVariable: "DEEPSEEK_API_KEY",
    keyHeader: "authorization",
  },
  anthropic: {
    baseUrl: () => "https://api.anthropic.com",
    keyVariable: "ANTHROPIC_API_KEY",
    keyHeader: "x-api-key",
  },
  gemini: {
    baseUrl: () => "https://generativelanguage.googleapis.com/v1beta",
    keyVariable: "GEMINI_API_KEY",
    keyHeader: "x-goog-api-key",
  },
  ollama: {
    baseUrl: (env) => ollamaHostUrl(env) ?? "http://127.0.0.1:11434",
    keyHeader: "authorization",
  },
  demo: { baseUrl: (env) => demoBaseUrl(env), keyHeader: "authorization" },
};

const UPSTREAM_VARIABLE = /^LOUPE_UPSTREAM_([A-Z0-9][A-Z0-9_]*)$/i;

/** The upstreams `LOUPE_UPSTREAM_<NAME>=<base url>` names, by lower-cased name (http(s) only). */
function environmentUpstreams(env: Environment): Map<string, string> {
  const found = new Map<string, string>();
  for (const [variable, value] of Object.entries(env)) {
    const name = UPSTREAM_VARIABLE.exec(variable)?.[1]?.toLowerCase();
    const url = value?.trim();
    if (!name || !url || !/^https?:\/\//i.test(url) || !URL.canParse(url)) continue;
    found.set(name, url);
  }
  return found;
}

function withKey(upstream: Omit<Upstream, "apiKey">, apiKey: string | undefined): Upstream {
  registerSecret(apiKey);
  return apiKey ? { ...upstream, apiKey } : upstream;
}

/** Every upstream name the proxy answers to, sorted: built-in, Settings and environment ones. */
export function knownUpstreamNames(env: Environment = process.env): string[] {
  const names = new Set([
    ...Object.keys(BUILT_IN_UPSTREAMS),
    ...listProviders(env).map((provider) => provider.id),
    ...environmentUpstreams(env).keys(),
  ]);
  return [...names].sort();
}

/**
 * The upstream `name` names, its key read now: a `LOUPE_UPSTREAM_<NAME>` variable first (no key),
 * then a provider of the Settings page or the environment by id (its key, in its kind's header),
 * then a built-in one (its key variable, e.g. `OPENAI_API_KEY`). Throws 404
 * `proxy:unknown_upstream` naming the known ones.
 */
export function resolveUpstream(name: string, env: Environment = process.env): Upstream {
  const fromVariable = environmentUpstreams(env).get(name);
  if (fromVariable) {
    return { name, baseUrl: fromVariable, keyHeader: "authorization", fetch: globalThis.fetch };
  }
  const provider = listProviders(env).find((candidate) => candidate.id === name);
  if (provider) {
    const keyHeader: KeyHeader = provider.kind === "anthropic" ? "x-api-key" : "authorization";
    return withKey(
      { name, baseUrl: provider.baseUrl, keyHeader, fetch: globalThis.fetch },
      providerApiKey(provider, env),
    );
  }
  const builtIn = Object.hasOwn(BUILT_IN_UPSTREAMS, name) ? BUILT_IN_UPSTREAMS[name] : undefined;
  if (builtIn) {
    const apiKey = builtIn.keyVariable ? env[builtIn.keyVariable]?.trim() || undefined : undefined;
    return withKey(
      {
        name,
        baseUrl: builtIn.baseUrl(env),
        keyHeader: builtIn.keyHeader,
        fetch: name === "demo" ? demoUpstreamFetch() : globalThis.fetch,
      },
      apiKey,
    );
  }
  throw new LoupeError(
    "proxy:unknown_upstream",
    `No upstream is named "${name}"; the known ones are ${knownUpstreamNames(env).join(", ")}. Add one on the Settings page or with LOUPE_UPSTREAM_<NAME>=<base url>.`,
  );
}
