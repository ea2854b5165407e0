import { timingSafeEqual } from "node:crypto";
import { getRuntime } from "@/lib/runtime";

/** Name of the HttpOnly cookie that carries the access token for the browser. */
export const TOKEN_COOKIE = "loupe_token";

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

/** The token a request carries: `Authorization: Bearer <token>` first, then the cookie. */
export function presentedToken(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) return authorization.slice(7).trim();
  const cookies = headers.get("cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === TOKEN_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return null;
}
