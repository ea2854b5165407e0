import "server-only";
import type { ProviderView } from "@/lib/api/providers";
import type { Environment } from "@/lib/llm/provider-config";
import { keyHint, keySource, keyVariableValue } from "@/lib/providers/provider-key";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import { REDACTED } from "@/lib/security/redacted";

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
