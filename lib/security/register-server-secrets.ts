import "server-only";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { secretValuesOf, urlCredentials } from "@/lib/security/secret-entry";
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
 * Registers the secrets of MCP server configurations, unredacted, only their secret part (see
 * `secretValuesOf`): credentials after an auth scheme, URL credentials (the server's `url`
 * included), and the values of headers and env variables whose names look secret or that the
 * person marked secret. Ordinary values (`HOME`, a content type, a marker a test passes), the
 * words around a credential (`Bearer `, `postgres://`) and placeholders (`[redacted]`, `${...}`)
 * are left out, so they are never masked in what servers answer.
 */
export function registerServerSecrets(servers: readonly ServerConfig[]): void {
  for (const server of servers) {
    switch (server.transport) {
      case "streamable-http":
      case "sse":
        for (const credential of urlCredentials(server.url)) registerSecret(credential);
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
