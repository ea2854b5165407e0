import "server-only";
import { LoupeError } from "@/lib/errors";
import type { Environment } from "@/lib/llm/provider-config";
import { environmentProviders } from "@/lib/providers/environment-providers";
import { providerFilePath } from "@/lib/providers/provider-file";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import { ProviderStore, storedRecord } from "@/lib/providers/provider-store";

export { ProviderStore } from "@/lib/providers/provider-store";

/** The store of providers added in the page, over `providers.json` in the data directory. */
export function getProviderStore(env: Environment = process.env): ProviderStore {
  return new ProviderStore(providerFilePath(env), env);
}

/** Every provider: those the environment describes (read-only), then those added in the page. */
export function listProviders(env: Environment = process.env): ProviderRecord[] {
  return [...environmentProviders(env), ...getProviderStore(env).list().map(storedRecord)];
}

/** The provider with this id, from either source, or `provider:not_found` naming the others. */
export function findProvider(id: string, env: Environment = process.env): ProviderRecord {
  const providers = listProviders(env);
  const provider = providers.find((candidate) => candidate.id === id);
  if (provider) return provider;
  const known = providers.map((candidate) => candidate.id).join(", ") || "none";
  throw new LoupeError(
    "provider:not_found",
    `No provider has id "${id}" (known: ${known}); GET /api/providers lists them.`,
  );
}
