import type { ServerConfig } from "@/lib/mcp/server-config";
import { urlWithoutPassword } from "@/lib/mcp/transport-label";

/** What stands in for a secret in a recorded server configuration. */
export const REDACTED = "[redacted]";

/**
 * The servers as `session.created` records them: every header value and env value replaced by
 * `[redacted]` (a password in a URL by `redacted`), names kept so the configuration still reads.
 */
export function redactServerConfigs(servers: readonly ServerConfig[]): ServerConfig[] {
  return servers.map(redactServerConfig);
}

function redactServerConfig(server: ServerConfig): ServerConfig {
  switch (server.transport) {
    case "streamable-http":
    case "sse":
      return {
        ...server,
        url: urlWithoutPassword(server.url),
        ...(server.headers ? { headers: redactValues(server.headers) } : {}),
      };
    case "stdio":
      return {
        ...server,
        ...(server.args ? { args: [...server.args] } : {}),
        ...(server.env ? { env: redactValues(server.env) } : {}),
      };
    case "demo":
      return { ...server };
  }
}

function redactValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, REDACTED]));
}
