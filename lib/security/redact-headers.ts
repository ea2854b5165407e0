import { REDACTED } from "@/lib/security/redacted";

const secretHeaderNames = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "api-key",
  "x-api-key",
  "x-goog-api-key",
]);

const secretHeaderPattern = /api[-_]?key|secret|password|(auth|access|session|refresh)[-_]?token/i;

/** True for headers that carry credentials (Authorization, api-key, x-api-key, cookies, ...). */
export function isSecretHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return secretHeaderNames.has(lower) || secretHeaderPattern.test(lower);
}

/**
 * Headers as a plain lower-cased record with every credential replaced by `[redacted]`, so the
 * request and response can be stored and shown without leaking a key.
 */
export function redactHeaders(headers: Headers | Record<string, string>): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  const redacted: Record<string, string> = {};
  for (const [name, value] of entries) {
    redacted[name.toLowerCase()] = isSecretHeader(name) ? REDACTED : value;
  }
  return redacted;
}
