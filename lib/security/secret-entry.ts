import { REDACTED } from "@/lib/security/redacted";

/** Words in a header or environment variable name that say its value is a credential. */
const secretNamePattern =
  /key|token|secret|passw(?:or)?d|passphrase|auth|credential|cookie|session/i;

/** Whole parts of a name (`DB_PASS`, `MYSQL_PWD`, `redisPass`) that say it holds a password. */
const secretNameParts = new Set(["pass", "pwd"]);

/** Names that hold no secret though a part says so: the shell's working directory. */
const ordinaryNames = new Set(["pwd"]);

/**
 * Auth schemes a credential follows (`Bearer <credential>`, `Basic <credential>`, `token …`); the
 * credential is one token, so `Bot that posts the weather` holds none.
 */
const authSchemePattern =
  /^\s*(?:bearer|basic|token|digest|bot|apikey|api-key|key|dpop|negotiate|ntlm|oauth|hawk|ssws|aws4-hmac-sha256)\s+(\S+)\s*$/i;

/** A URL with user information before its host (`postgres://me:pw@host`, `https://key@host`). */
const userinfoPattern = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#\s]+@/;

function nameParts(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.toLowerCase());
}

/** Whether a header or environment variable's name says it holds a credential (`API_KEY`, `DB_PASS`). */
function hasSecretName(name: string): boolean {
  if (ordinaryNames.has(name.toLowerCase())) return false;
  return secretNamePattern.test(name) || nameParts(name).some((part) => secretNameParts.has(part));
}

/** The credential after an auth scheme (`Bearer abc` → `abc`), or undefined when there is none. */
export function schemeCredential(value: string): string | undefined {
  return authSchemePattern.exec(value)?.[1];
}

/**
 * The credential in a URL's user information, raw and decoded: its password
 * (`postgres://me:pw@host` → `pw`), or its user name when it has no password, as a DSN carries
 * its key (`https://key@host/1` → `key`). Nothing for a URL without one, or for what is no URL.
 */
export function urlCredentials(value: string): string[] {
  const trimmed = value.trim();
  if (!userinfoPattern.test(trimmed)) return [];
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return [];
  }
  const credential = url.password || url.username;
  if (!credential) return [];
  try {
    return [...new Set([credential, decodeURIComponent(credential)])];
  } catch {
    return [credential];
  }
}

/**
 * A value that stands for a secret rather than holding one: `[redacted]` (from an export) or one
 * with a `${...}` variable kept as text (`Bearer ${input:token}`).
 */
function isPlaceholder(value: string): boolean {
  return value === REDACTED || /\$\{[^}]*\}/.test(value);
}

function isMarked(name: string, marked: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return marked.some((markedName) => markedName.toLowerCase() === lower);
}

/**
 * Whether a header or env entry holds a secret, judged by what it is rather than how long: its
 * name says so (key, token, secret, password, pass, pwd, auth, credential, cookie, session), the
 * person marked it secret (`marked`, names compared without case), or its value is a credential
 * after an auth scheme or a URL with user information. `HOME=/home/me` and
 * `content-type: application/json` are not.
 */
export function isSecretEntry(
  name: string,
  value: string,
  marked: readonly string[] = [],
): boolean {
  return (
    hasSecretName(name) ||
    isMarked(name, marked) ||
    schemeCredential(value) !== undefined ||
    urlCredentials(value).length > 0
  );
}

/**
 * What of an entry's value must be masked wherever it appears: only its secret part, so the
 * words around it (`Bearer `, `postgres://`, `https:`) still read as themselves. That is the
 * credential after an auth scheme, else the credential of a URL with user information, else the
 * whole value when the entry's name says it is secret or the person marked it; nothing for a
 * placeholder or an ordinary value. The one rule for MCP server and provider entries alike.
 */
export function secretValuesOf(
  name: string,
  value: string,
  marked: readonly string[] = [],
): string[] {
  if (isPlaceholder(value)) return [];
  const credential = schemeCredential(value);
  if (credential !== undefined) return [credential];
  const fromUrl = urlCredentials(value);
  if (fromUrl.length > 0) return fromUrl;
  return hasSecretName(name) || isMarked(name, marked) ? [value] : [];
}
