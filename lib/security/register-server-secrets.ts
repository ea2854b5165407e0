import "server-only";
import { REDACTED } from "@/lib/mcp/redact-server-configs";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { registerSecret } from "@/lib/security/secret-registry";

/** `Bearer <credential>`, `Basic <credential>`, ...: the credential alone may be echoed back. */
const authorizationScheme = /^[A-Za-z][A-Za-z0-9_-]*\s+(\S.*)$/;

/**
 * A value that stands for a secret rather than holding one: `[redacted]` (from an export) or one
 * with a `${...}` variable kept as text (`Bearer ${input:token}`); masking it would hide the
 * placeholder wherever it is named.
 */
function isPlaceholder(value: string): boolean {
  return value === REDACTED || /\$\{[^}]*\}/.test(value);
}

function registerValue(value: string): void {
  if (!isPlaceholder(value)) registerSecret(value);
}

function registerHeaderValue(value: string): void {
  if (isPlaceholder(value)) return;
  registerSecret(value);
  const credential = authorizationScheme.exec(value.trim())?.[1];
  registerSecret(credential?.trim());
}

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
 * Registers the secrets of MCP server configurations, unredacted: every header value (and the
 * credential after an auth scheme), every env value, and a password in a URL; placeholders
 * (`[redacted]`, values holding a `${...}` variable) are not secrets and are left out.
 */
export function registerServerSecrets(servers: readonly ServerConfig[]): void {
  for (const server of servers) {
    switch (server.transport) {
      case "streamable-http":
      case "sse":
        registerUrlPassword(server.url);
        for (const value of Object.values(server.headers ?? {})) registerHeaderValue(value);
        break;
      case "stdio":
        for (const value of Object.values(server.env ?? {})) registerValue(value);
        break;
      case "demo":
        break;
    }
  }
}
