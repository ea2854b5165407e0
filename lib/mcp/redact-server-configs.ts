import type { ServerConfig } from "@/lib/mcp/server-config";
import { urlWithoutPassword } from "@/lib/mcp/transport-label";
import { REDACTED } from "@/lib/security/redacted";
import { isSecretEntry } from "@/lib/security/secret-entry";

/**
 * The servers as `session.created` records them: each secret header and env value (see
 * `isSecretEntry`) replaced by `[redacted]` (a password in a URL by `redacted`), names kept so the
 * configuration still reads.
 */
export function redactServerConfigs(servers: readonly ServerConfig[]): ServerConfig[] {
  return servers.map(redactServerSecrets);
}

/**
 * One server's configuration (a session's, or a listed one) with each secret header and env
 * value `[redacted]` (its name says so, the person marked it in `secretHeaders`/`secretEnv`, or it
 * is a credential after an auth scheme or a URL with a password) and a password in its url
 * `redacted`; everything else, ordinary values such as `HOME=/home/me` included, copied as it is.
 */
export function redactServerSecrets<Server extends object>(server: Server): Server {
  const fields = server as Partial<
    Record<"url" | "headers" | "env" | "args" | "secretHeaders" | "secretEnv", unknown>
  >;
  const redacted: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  if (Array.isArray(fields.args)) redacted.args = [...fields.args];
  if (typeof fields.url === "string") redacted.url = urlWithoutPassword(fields.url);
  if (isValues(fields.headers)) {
    redacted.headers = redactValues(fields.headers, namesOf(fields.secretHeaders));
  }
  if (isValues(fields.env)) redacted.env = redactValues(fields.env, namesOf(fields.secretEnv));
  return redacted as Server;
}

function isValues(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null;
}

function namesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((name) => typeof name === "string") : [];
}

function redactValues(values: Record<string, string>, marked: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" && !isSecretEntry(name, value, marked) ? value : REDACTED,
    ]),
  );
}
