import { REDACTED } from "@/lib/security/redact-headers";

/** Words in a header or environment variable name that say its value is a credential. */
const secretNamePattern =
  /key|token|secret|passw(?:or)?d|passphrase|auth|credential|cookie|session/i;

/** Auth schemes a credential follows (`Bearer <credential>`, `Basic <credential>`, `token …`). */
const authSchemePattern =
  /^\s*(?:bearer|basic|token|digest|bot|apikey|api-key|key|dpop|negotiate|ntlm|oauth|hawk|ssws|aws4-hmac-sha256)\s+(\S(?:.*\S)?)\s*$/i;

/** Whether a header or environment variable's name says it holds a credential (`API_KEY`, `Cookie`). */
export function hasSecretName(name: string): boolean {
  return secretNamePattern.test(name);
}

/** The credential after an auth scheme (`Bearer abc` → `abc`), or undefined when there is none. */
export function schemeCredential(value: string): string | undefined {
  return authSchemePattern.exec(value)?.[1];
}

/** The password of a URL written with one (`postgres://me:pw@host`), raw and decoded. */
export function urlPasswords(value: string): string[] {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*:[^/]*@/.test(value.trim())) return [];
  try {
    const { password } = new URL(value.trim());
    if (!password) return [];
    try {
      return [password, decodeURIComponent(password)];
    } catch {
      return [password];
    }
  } catch {
    return [];
  }
}

/**
 * A value that stands for a secret rather than holding one: `[redacted]` (from an export) or one
 * with a `${...}` variable kept as text (`Bearer ${input:token}`).
 */
export function isPlaceholder(value: string): boolean {
  return value === REDACTED || /\$\{[^}]*\}/.test(value);
}

/**
 * Whether a header or env entry holds a secret, judged by what it is rather than how long: its
 * name says so (key, token, secret, password, auth, credential, cookie, session), the person
 * marked it secret (`marked`, names compared without case), or its value is a credential after an
 * auth scheme or a URL with a password. `HOME=/home/me` and `content-type: application/json` are not.
 */
export function isSecretEntry(
  name: string,
  value: string,
  marked: readonly string[] = [],
): boolean {
  const lower = name.toLowerCase();
  return (
    hasSecretName(name) ||
    marked.some((markedName) => markedName.toLowerCase() === lower) ||
    schemeCredential(value) !== undefined ||
    urlPasswords(value).length > 0
  );
}

/**
 * What of an entry's value must be masked wherever it appears: the whole value when the entry is
 * secret, and the credential after an auth scheme and a URL's password on their own (they may be
 * echoed without the rest); nothing for a placeholder or an ordinary value.
 */
export function secretValuesOf(
  name: string,
  value: string,
  marked: readonly string[] = [],
): string[] {
  if (isPlaceholder(value) || !isSecretEntry(name, value, marked)) return [];
  const credential = schemeCredential(value);
  return [value, ...(credential === undefined ? [] : [credential]), ...urlPasswords(value)];
}
