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

/** The last answer of `knownSecrets`, handed out again while what it holds is the same. */
let lastKnown: readonly string[] = [];

function sameSecrets(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((secret, index) => secret === right[index]);
}

/**
 * Every secret Loupe knows right now: those registered (Settings' stored keys among them, see
 * `registerProviderSecrets`), the provider keys in `env` (every variable a provider may read its
 * key from, `LOUPE_KEY_<NAME>` included), and the access token; longest first, so a secret that
 * contains another is masked whole. The same array as last time while the secrets are the same,
 * so what is derived from it (`mask-secrets.ts`'s patterns) is kept; it is read afresh each call,
 * since the environment can change at any time, and a caller scrubbing many events at once (a
 * store transaction) asks once for all of them.
 */
export function knownSecrets(
  env: Record<string, string | undefined> = process.env,
): readonly string[] {
  const secrets = new Set(registered());
  // Names first: reading every value of the environment costs far more than testing its names.
  for (const name of Object.keys(env)) {
    if (!isProviderKeyVariable(name)) continue;
    const value = env[name]?.trim();
    if (isLongEnough(value)) secrets.add(value);
  }
  const token = accessToken();
  if (isLongEnough(token)) secrets.add(token);
  const sorted = [...secrets].sort((left, right) => right.length - left.length);
  if (!sameSecrets(sorted, lastKnown)) lastKnown = Object.freeze(sorted);
  return lastKnown;
}
