import { timingSafeEqual } from "node:crypto";
import { getRuntime } from "@/lib/runtime";

/**
 * Name of the HttpOnly cookie that carries the access token for the browser. Cookies are not
 * port-scoped, so the name carries the port: two Loupes on one machine keep their own tokens.
 */
export function tokenCookieName(hostHeader: string | null): string {
  const port = hostHeader?.match(/:(\d+)$/)?.[1] ?? "80";
  return `loupe_token_${port}`;
}

/** The per-start access token (fixed by `LOUPE_TOKEN`, random otherwise). */
export function accessToken(): string {
  return getRuntime().token;
}

/** Compares a presented token with the access token in constant time. */
export function isValidToken(presented: string | null | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(accessToken());
  const actual = Buffer.from(presented);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The token a request carries: `Authorization: Bearer <token>` first, then this port's cookie. */
export function presentedToken(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) return authorization.slice(7).trim();
  const cookieName = tokenCookieName(headers.get("host"));
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}
