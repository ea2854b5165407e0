import { type NextRequest, NextResponse } from "next/server";
import { isAllowedHost, isAllowedOrigin } from "@/lib/security/host-origin";
import { isValidToken, TOKEN_COOKIE } from "@/lib/security/token";

/**
 * First line of defence (DESIGN.md §9): every request must name a local Host, and API requests
 * must come from Loupe's own origin. Route handlers repeat these checks themselves.
 * A page opened with `?token=` trades the token for an HttpOnly cookie and drops it from the URL.
 */
export function proxy(request: NextRequest): NextResponse {
  const host = request.headers.get("host");
  if (!isAllowedHost(host)) {
    return NextResponse.json(
      {
        error: {
          code: "security:forbidden_host",
          message: `Host "${host ?? ""}" is not a local name.`,
        },
      },
      { status: 403 },
    );
  }
  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith("/api/") && !isAllowedOrigin(request.headers.get("origin"), host)) {
    return NextResponse.json(
      {
        error: {
          code: "security:forbidden_origin",
          message: "Requests from another site are refused.",
        },
      },
      { status: 403 },
    );
  }
  const token = searchParams.get("token");
  if (token !== null && !pathname.startsWith("/api/")) {
    // Built from the Host header, so the browser stays on the host it typed (NextURL would turn
    // 127.0.0.1 into localhost, where the cookie does not apply).
    const remaining = new URLSearchParams(searchParams);
    remaining.delete("token");
    const query = remaining.toString();
    const location = `${request.nextUrl.protocol}//${host}${pathname}${query ? `?${query}` : ""}`;
    const response = new NextResponse(null, { status: 303, headers: { location } });
    if (isValidToken(token)) {
      response.cookies.set(TOKEN_COOKIE, token, {
        httpOnly: true,
        sameSite: "strict",
        path: "/",
        secure: request.nextUrl.protocol === "https:",
      });
    }
    return response;
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
