import "server-only";
import type { Environment } from "@/lib/llm/provider-config";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import { REDACTED } from "@/lib/security/redacted";
import { secretValuesOf, urlCredentials } from "@/lib/security/secret-entry";
import { registerSecret } from "@/lib/security/secret-registry";

/**
 * Registers a provider's secrets so they are masked wherever they would show: its stored key, the
 * key in its key variable, the secret part of its headers by the rule MCP server headers follow
 * (`secretValuesOf`: the credential after an auth scheme, a URL's credential, the value of a
 * header whose name looks secret) and the credential in its base URL.
 */
export function registerProviderSecrets(
  providers: readonly ProviderRecord[],
  env: Environment = process.env,
): void {
  for (const provider of providers) {
    if (provider.apiKey !== REDACTED) registerSecret(provider.apiKey);
    if (provider.apiKeyEnv) registerSecret(env[provider.apiKeyEnv]?.trim());
    for (const [name, value] of Object.entries(provider.headers ?? {})) {
      for (const secret of secretValuesOf(name, value.trim())) registerSecret(secret);
    }
    for (const credential of urlCredentials(provider.baseUrl)) registerSecret(credential);
  }
}
