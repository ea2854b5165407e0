import { LoupeError } from "@/lib/errors";

/** The methods Next hands to a route handler; it answers any other with a bare 400. */
const handledMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** True for `/api` and everything under it. */
export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * Why the proxy answers a request itself instead of passing it on, or null to pass it on:
 * requests Next would answer with a bare status or an HTML page, or should not serve at all.
 * `pathname` is the path as it arrived, still percent-encoded.
 */
export function edgeRefusal(method: string, pathname: string): LoupeError | null {
  if (!isDecodable(pathname)) {
    return new LoupeError(
      "request:invalid",
      `The path ${pathname} has a bad percent-encoding (each % must start a UTF-8 byte such as %20).`,
    );
  }
  if (pathname === "/_next/image" || pathname.startsWith("/_next/image/")) {
    return new LoupeError("route:not_found", "Loupe does not serve the image optimizer.");
  }
  if (!isApiPath(pathname)) return null;
  if (pathname === "/api") {
    return new LoupeError("route:not_found", "/api is not a route; docs/api.md lists Loupe's API.");
  }
  if (!handledMethods.has(method)) {
    return new LoupeError(
      "request:method_not_implemented",
      `Loupe's API does not implement the ${method} method.`,
    );
  }
  return null;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
