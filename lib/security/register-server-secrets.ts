import "server-only";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { secretValuesOf, urlPasswords } from "@/lib/security/secret-entry";
import { registerSecret } from "@/lib/security/secret-registry";

function registerEntries(
  values: Record<string, string> | undefined,
  marked: readonly string[] | undefined,
): void {
  for (const [name, value] of Object.entries(values ?? {})) {
    for (const secret of secretValuesOf(name, value, marked)) registerSecret(secret);
  }
}

/**
 * Registers the secrets of MCP server configurations, unredacted, judged by what they are (see
 * `isSecretEntry`): header and env values whose names look secret or that the person marked
 * secret, credentials after an auth scheme, and URL passwords. Ordinary values (`HOME`, a
 * content type, a marker a test passes) and placeholders (`[redacted]`, `${...}`) are left out,
 * so they are never masked in what servers answer.
 */
export function registerServerSecrets(servers: readonly ServerConfig[]): void {
  for (const server of servers) {
    switch (server.transport) {
      case "streamable-http":
      case "sse":
        for (const password of urlPasswords(server.url)) registerSecret(password);
        registerEntries(server.headers, server.secretHeaders);
        break;
      case "stdio":
        registerEntries(server.env, server.secretEnv);
        break;
      case "demo":
        break;
    }
  }
}
