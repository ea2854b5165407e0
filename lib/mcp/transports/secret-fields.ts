import { REDACTED } from "@/lib/security/redacted";
import { isSecretEntry, secretValuesOf, urlCredentials } from "@/lib/security/secret-entry";
import { urlWithoutPassword } from "./location-text";

/**
 * Where a transport's configuration keeps secrets: a url that may carry a password, and maps of
 * values (headers, env) each with the field naming the entries the person marked secret.
 */
export interface SecretFields {
  url?: "url";
  values: ReadonlyArray<{ values: string; marked: string }>;
  /** Lists copied, not shared, so a redacted configuration never aliases the original. */
  lists?: readonly string[];
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

/**
 * `server` with each secret value of `fields` `[redacted]` (its name says so, the person marked
 * it, or it is a credential after an auth scheme or a URL with a password) and a password in its
 * url `redacted`; everything else copied as it is.
 */
export function redactFields<Server extends object>(server: Server, fields: SecretFields): Server {
  const read = server as Record<string, unknown>;
  const redacted: Record<string, unknown> = { ...read };
  for (const list of fields.lists ?? []) {
    const value = read[list];
    if (Array.isArray(value)) redacted[list] = [...value];
  }
  const url = fields.url === undefined ? undefined : read[fields.url];
  if (typeof url === "string") redacted.url = urlWithoutPassword(url);
  for (const { values, marked } of fields.values) {
    const entries = read[values];
    if (isValues(entries)) redacted[values] = redactValues(entries, namesOf(read[marked]));
  }
  return redacted as Server;
}

/**
 * The secret parts of `server`'s `fields` (see `secretValuesOf`), unredacted: URL credentials
 * and the secret part of each value whose name looks secret or that the person marked.
 */
export function secretsOfFields(server: object, fields: SecretFields): string[] {
  const read = server as Record<string, unknown>;
  const url = fields.url === undefined ? undefined : read[fields.url];
  const secrets = typeof url === "string" ? urlCredentials(url) : [];
  for (const { values, marked } of fields.values) {
    const entries = read[values];
    if (!isValues(entries)) continue;
    const names = namesOf(read[marked]);
    for (const [name, value] of Object.entries(entries))
      secrets.push(...secretValuesOf(name, value, names));
  }
  return secrets;
}
