import { type NextRequest, NextResponse } from "next/server";
import { edgeRefusal, isApiPath } from "@/lib/http/edge-refusal";
import { applySecurityHeaders } from "@/lib/http/security-headers";
import { checkRequest } from "@/lib/security/guard";
import { isValidToken, tokenCookieName } from "@/lib/security/token";

/**
 * First line of defence (docs/architecture.md), on every path, static files included: every request must
 * name a local Host and come from Loupe's own origin (route handlers repeat these checks), paths
 * Next would answer with a bare status are answered in JSON here, and every answer, passed on or
 * not, carries the security headers. A page opened with `?token=` trades the token for an
 * HttpOnly cookie and drops it from the URL.
 */
export function proxy(request: NextRequest): NextResponse {
  const response = answer(request);
  applySecurityHeaders(response.headers);
  return response;
}

function answer(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const refused = checkRequest(request, { token: false }) ?? edgeRefusal(request.method, pathname);
  if (refused) return NextResponse.json(refused.toJSON(), { status: refused.status });
  const token = searchParams.get("token");
  if (token === null || isApiPath(pathname)) return NextResponse.next();

  // Built from the Host header (already checked to be local), so the browser stays on the host
  // it typed: NextURL would turn 127.0.0.1 into localhost, where the cookie does not apply.
  const host = request.headers.get("host") ?? request.nextUrl.host;
  const remaining = new URLSearchParams(searchParams);
  remaining.delete("token");
  const query = remaining.toString();
  const location = `${request.nextUrl.protocol}//${host}${pathname}${query ? `?${query}` : ""}`;
  const response = new NextResponse(null, { status: 303, headers: { location } });
  if (isValidToken(token)) {
    response.cookies.set(tokenCookieName(host), token, {
      httpOnly: true,
      sameSite: "strict",
      path: "/",
      secure: request.nextUrl.protocol === "https:",
    });
  }
  return response;
}

/**
 * Every path but the logging proxy's: the Host check and the headers must reach `/_next/static`,
 * icons and images too. `/api/proxy/…` is left out because running this makes Next buffer the
 * request body and cut it at `proxyClientMaxBodySize`, and a proxied body streams at any size;
 * its route handler makes the same Host and Origin checks and sets the same headers.
 */
export const config = {
  matcher: "/((?!api/proxy/).*)",
};
