import "server-only";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { transportOf } from "@/lib/mcp/transports/index";
import { registerSecret } from "@/lib/security/secret-registry";

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
    for (const secret of transportOf(server).secrets(server)) registerSecret(secret);
  }
}
