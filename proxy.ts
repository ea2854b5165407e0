import { type NextRequest, NextResponse } from "next/server";
import { checkRequest } from "@/lib/security/guard";
import { isValidToken, tokenCookieName } from "@/lib/security/token";

/**
 * First line of defence (DESIGN.md §9): every request must name a local Host and come from
 * Loupe's own origin; route handlers repeat these checks themselves. A page opened with `?token=`
 * trades the token for an HttpOnly cookie and drops it from the URL.
 */
export function proxy(request: NextRequest): NextResponse {
  const denied = checkRequest(request, { token: false });
  if (denied) return NextResponse.json(denied.toJSON(), { status: denied.status });
  const { pathname, searchParams } = request.nextUrl;
  const token = searchParams.get("token");
  if (token === null || pathname.startsWith("/api/")) return NextResponse.next();

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

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
