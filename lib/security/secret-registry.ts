import "server-only";
import { isProviderKeyVariable } from "@/lib/providers/provider-key-variables";
import { runtimeSlot } from "@/lib/runtime";
import { accessToken } from "@/lib/security/token";

/**
 * Shortest value treated as a secret. Shorter values (`1`, `true`, `dev`, a port) are ignored, so
 * masking by value never hides ordinary words in what Loupe stores and shows.
 */
export const MIN_SECRET_LENGTH = 8;

function registered(): Set<string> {
  return runtimeSlot<Set<string>>("secret-registry", () => new Set());
}

function isLongEnough(value: string | undefined): value is string {
  return value !== undefined && value.length >= MIN_SECRET_LENGTH;
}

/**
 * Adds a value to the process-wide set of secrets scrubbed from everything stored or answered
 * (a model key, an MCP server's secret header or env value, see `registerServerSecrets`). Values
 * shorter than `MIN_SECRET_LENGTH` are ignored.
 */
export function registerSecret(value: string | undefined): void {
  if (isLongEnough(value)) registered().add(value);
}

/**
 * Every secret Loupe knows right now: those registered, the provider keys in `env` (every
 * variable a provider may read its key from, `LOUPE_KEY_<NAME>` included), and the access token;
 * longest first, so a secret that contains another is masked whole.
 */
export function knownSecrets(env: Record<string, string | undefined> = process.env): string[] {
  const secrets = new Set(registered());
  // Names first: this runs for every stored event, and reading every value of the environment
  // costs far more than testing its names.
  for (const name of Object.keys(env)) {
    if (!isProviderKeyVariable(name)) continue;
    const value = env[name]?.trim();
    if (isLongEnough(value)) secrets.add(value);
  }
  const token = accessToken();
  if (isLongEnough(token)) secrets.add(token);
  return [...secrets].sort((left, right) => right.length - left.length);
}
