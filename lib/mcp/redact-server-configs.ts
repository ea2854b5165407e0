import type { ServerConfig } from "@/lib/mcp/server-config";
import { urlWithoutPassword } from "@/lib/mcp/transport-label";

/** What stands in for a secret in a recorded server configuration. */
export const REDACTED = "[redacted]";

/**
 * The servers as `session.created` records them: every header value and env value replaced by
 * `[redacted]` (a password in a URL by `redacted`), names kept so the configuration still reads.
 */
export function redactServerConfigs(servers: readonly ServerConfig[]): ServerConfig[] {
  return servers.map(redactServerSecrets);
}

/**
 * One server's configuration (a session's, or a listed one) with every header and env value
 * `[redacted]` and a password in its url `redacted`; everything else copied as it is.
 */
export function redactServerSecrets<Server extends object>(server: Server): Server {
  const fields = server as Partial<Record<"url" | "headers" | "env" | "args", unknown>>;
  const redacted: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  if (Array.isArray(fields.args)) redacted.args = [...fields.args];
  if (typeof fields.url === "string") redacted.url = urlWithoutPassword(fields.url);
  if (isValues(fields.headers)) redacted.headers = redactValues(fields.headers);
  if (isValues(fields.env)) redacted.env = redactValues(fields.env);
  return redacted as Server;
}

function isValues(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null;
}

function redactValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, REDACTED]));
}
