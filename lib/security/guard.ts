import { LoupeError } from "@/lib/errors";
import { isAllowedHost, isAllowedOrigin } from "@/lib/security/host-origin";
import { isValidToken, presentedToken } from "@/lib/security/token";

/** What a route requires beyond the Host and Origin checks every API route gets. */
export interface GuardOptions {
  /** True for routes that change state, start a process or touch a secret. */
  token: boolean;
}

/**
 * Checks a request against docs/architecture.md: a local `Host` (403), the request's own `Origin`
 * (scheme, host and port; 403) and, when asked, the access token (401). Returns the error to
 * answer with, or null.
 */
export function checkRequest(request: Request, options: GuardOptions): LoupeError | null {
  const host = request.headers.get("host") ?? safeHost(request.url);
  if (!isAllowedHost(host)) {
    return new LoupeError(
      "security:forbidden_host",
      `Host "${host ?? ""}" is not a local name; Loupe answers only to localhost and 127.0.0.1 (set LOUPE_ALLOWED_HOSTS to allow another).`,
    );
  }
  const origin = request.headers.get("origin");
  const protocol = requestProtocol(request.url);
  if (!isAllowedOrigin(origin, host, protocol)) {
    return new LoupeError(
      "security:forbidden_origin",
      `Origin "${origin}" is not ${protocol}//${host}; Loupe accepts requests only from its own pages.`,
    );
  }
  if (options.token && !isValidToken(presentedToken(request.headers))) {
    return new LoupeError(
      "security:unauthorized",
      "This route needs Loupe's access token: open the URL printed at start (it sets a cookie), or send Authorization: Bearer <token>.",
    );
  }
  return null;
}

/** The scheme the request arrived on (`"http:"` when its URL does not parse). */
function requestProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return "http:";
  }
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
