import "server-only";
import type { Environment } from "@/lib/llm/provider-config";
import { type KeySource, keyHint, keySource, keyVariableValue } from "@/lib/providers/provider-key";
import type { ProviderPresetName } from "@/lib/providers/provider-presets";
import type { ProviderRecord, ProviderSource } from "@/lib/providers/provider-record";
import type { ModelDefaults, ProviderConfig } from "@/lib/providers/provider-schema";
import { REDACTED } from "@/lib/security/redacted";

/** A provider as the API answers it: every secret `[redacted]`, with hints to tell keys apart. */
export interface ProviderView {
  id: string;
  name: string;
  kind: ProviderConfig["kind"];
  preset?: ProviderPresetName;
  baseUrl: string;
  /** `[redacted]` when a key is stored. */
  apiKey?: typeof REDACTED;
  /** The key's first three and last four characters (`sk-…abcd`), for keys of 20 or more. */
  apiKeyHint?: string;
  apiKeyEnv?: string;
  /** Whether the key variable is set in Loupe's environment. */
  apiKeyEnvSet?: boolean;
  /** Where the key sent on the next call comes from. */
  keySource: KeySource;
  /** Header names, each value `[redacted]`. */
  headers?: Record<string, typeof REDACTED>;
  /** The chosen models, offered in the model picker as `<id>:<model>`. */
  models: string[];
  modelDefaults: Record<string, ModelDefaults>;
  source: ProviderSource;
  /** True for environment providers: change their variables instead. */
  readOnly: boolean;
  createdAt?: number;
  updatedAt?: number;
}

/** The view of a provider for the API; no secret leaves whole. */
export function providerView(
  provider: ProviderRecord,
  env: Environment = process.env,
): ProviderView {
  const source = keySource(provider, env);
  const key = source === "stored" ? provider.apiKey : keyVariableValue(provider, env);
  const hint = keyHint(key);
  const view: ProviderView = {
    id: provider.id,
    name: provider.name,
    kind: provider.kind,
    baseUrl: provider.baseUrl,
    keySource: source,
    models: provider.models ?? [],
    modelDefaults: provider.modelDefaults ?? {},
    source: provider.source,
    readOnly: provider.source === "environment",
  };
  if (provider.preset) view.preset = provider.preset;
  if (provider.apiKey) view.apiKey = REDACTED;
  if (hint) view.apiKeyHint = hint;
  if (provider.apiKeyEnv) {
    view.apiKeyEnv = provider.apiKeyEnv;
    view.apiKeyEnvSet = keyVariableValue(provider, env) !== undefined;
  }
  if (provider.headers) {
    view.headers = Object.fromEntries(
      Object.keys(provider.headers).map((name) => [name, REDACTED]),
    );
  }
  if (provider.createdAt !== undefined) view.createdAt = provider.createdAt;
  if (provider.updatedAt !== undefined) view.updatedAt = provider.updatedAt;
  return view;
}
