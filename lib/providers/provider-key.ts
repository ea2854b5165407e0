import "server-only";
import type { KeySource } from "@/lib/api/providers";
import { LoupeError } from "@/lib/errors";
import type { Environment } from "@/lib/llm/provider-config";
import { isProviderKeyVariable } from "@/lib/providers/provider-key-variables";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import { registerSecret } from "@/lib/security/secret-registry";

/**
 * The value of the provider's key variable, trimmed; none when the variable is not one a provider
 * may read (a file written by an older Loupe may name another).
 */
export function keyVariableValue(provider: ProviderRecord, env: Environment): string | undefined {
  if (!provider.apiKeyEnv || !isProviderKeyVariable(provider.apiKeyEnv)) return undefined;
  return env[provider.apiKeyEnv]?.trim() || undefined;
}

/** Whether the provider's key is typed in, read from its variable, or missing. */
export function keySource(provider: ProviderRecord, env: Environment = process.env): KeySource {
  if (provider.apiKey) return "stored";
  if (keyVariableValue(provider, env)) return "environment";
  return "none";
}

/**
 * The key to send, read at the moment of the call (a key changed in the page or the environment
 * applies to the next request): the stored one, else the value of its variable. It is registered
 * as a secret; one an HTTP header cannot carry is a clear error.
 */
export function providerApiKey(
  provider: ProviderRecord,
  env: Environment = process.env,
): string | undefined {
  const key = provider.apiKey ?? keyVariableValue(provider, env);
  if (!key) return undefined;
  if (!/^[\x21-\x7e]+$/.test(key)) {
    throw new LoupeError(
      "request:invalid",
      `The key of provider "${provider.name}" (${provider.apiKey ? "stored" : provider.apiKeyEnv}) contains a space, a line break or a non-ASCII character, which an HTTP header cannot carry; copy the key again.`,
    );
  }
  registerSecret(key);
  return key;
}

/** A short hint of a key (`sk-…abcd`) so a person can tell keys apart; none for short keys. */
export function keyHint(key: string | undefined): string | undefined {
  if (!key || key.length < 20) return undefined;
  return `${key.slice(0, 3)}…${key.slice(-4)}`;
}
