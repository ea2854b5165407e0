/**
 * Host and Origin checks against DNS rebinding and cross-site requests (docs/architecture.md).
 * Pure functions of header values, so they test without a server.
 */

/** A Host header is a name or a bracketed IPv6 address, then an optional port; nothing else. */
const hostShape = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

const loopbackNames = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Extra host names allowed through `LOUPE_ALLOWED_HOSTS` (comma separated), for a deliberate non-local bind. */
function extraAllowedHosts(): Set<string> {
  const raw = process.env.LOUPE_ALLOWED_HOSTS ?? "";
  return new Set(
    raw
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The host name of a `Host` header value, without its port. */
export function hostName(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.lastIndexOf(":");
  return colon === -1 ? value : value.slice(0, colon);
}

/** True for a `Host` that names this machine (or one allowed by `LOUPE_ALLOWED_HOSTS`). */
export function isAllowedHost(hostHeader: string | null): boolean {
  if (!hostHeader || !hostShape.test(hostHeader.trim())) return false;
  const name = hostName(hostHeader);
  if (loopbackNames.has(name) || name.endsWith(".localhost")) return true;
  return extraAllowedHosts().has(name);
}

/**
 * True when a request's `Origin` may act on this server: absent (a script, curl, a same-origin
 * GET), or the very origin the request was sent to, scheme included: `https://127.0.0.1:3000`
 * is another origin than the `http://127.0.0.1:3000` Loupe serves. `protocol` is the scheme the
 * request arrived on, as `URL.protocol` spells it (`"http:"`).
 */
export function isAllowedOrigin(
  originHeader: string | null,
  hostHeader: string | null,
  protocol: string,
): boolean {
  if (originHeader === null) return true;
  if (originHeader === "null" || !hostHeader) return false;
  let origin: URL;
  try {
    origin = new URL(originHeader);
  } catch {
    return false;
  }
  if (origin.protocol !== "http:" && origin.protocol !== "https:") return false;
  if (origin.protocol !== protocol.toLowerCase()) return false;
  return origin.host.toLowerCase() === hostHeader.trim().toLowerCase();
}
