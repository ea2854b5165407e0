import "server-only";
import type { Environment } from "@/lib/llm/provider-config";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import { registerSecret } from "@/lib/security/secret-registry";

/** What the API answers in place of a stored key or header value. */
export const REDACTED = "[redacted]";

/** `Bearer <credential>`, `Basic <credential>`, ...: the credential alone may be echoed back. */
const authorizationScheme = /^[A-Za-z][A-Za-z0-9_-]*\s+(\S.*)$/;

function registerUrlPassword(raw: string): void {
  try {
    const { password } = new URL(raw);
    registerSecret(password);
    registerSecret(decodeURIComponent(password));
  } catch {
    // Not a URL or a malformed escape: nothing to register.
  }
}

/**
 * Registers a provider's secrets so they are masked wherever they would show: its stored key, the
 * key in its key variable, every header value (and the credential after an auth scheme) and a
 * password in its base URL.
 */
export function registerProviderSecrets(
  providers: readonly ProviderRecord[],
  env: Environment = process.env,
): void {
  for (const provider of providers) {
    if (provider.apiKey !== REDACTED) registerSecret(provider.apiKey);
    if (provider.apiKeyEnv) registerSecret(env[provider.apiKeyEnv]?.trim());
    for (const value of Object.values(provider.headers ?? {})) {
      if (value === REDACTED) continue;
      registerSecret(value);
      registerSecret(authorizationScheme.exec(value.trim())?.[1]?.trim());
    }
    registerUrlPassword(provider.baseUrl);
  }
}
