/**
 * The Content-Security-Policy of every answer Loupe gives.
 *
 * `script-src` allows `'unsafe-inline'` rather than a per-request nonce: the playground page is
 * prerendered once at build, and Next's inline bootstrap scripts (`self.__next_f.push(...)`, the
 * theme script) can carry a nonce only when every page renders on each request, which would cost
 * the static page for little gain here. Loupe's defence against injected markup is that nothing
 * from a model, a server or a file is ever rendered as HTML (React escapes it); the policy adds
 * what the escaping cannot give: no framing (`frame-ancestors 'none'`), no plugins, no `<base>`
 * hijack, no form posts or fetches to other origins (so a script that did get in has nowhere to
 * send a key), and no `eval` outside development (React's dev build needs it for its stacks).
 */
export function contentSecurityPolicy({ development }: { development: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * The headers every answer carries (pages, API, static files): the CSP, no MIME sniffing, no
 * `Referer` (a URL may hold a session id or `?token=`), and no reading by other origins' pages.
 */
export function securityHeaders(
  development = process.env.NODE_ENV === "development",
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ development }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Sets on `headers` each security header they do not already hold. */
export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(securityHeaders())) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

/**
 * `response` with the security headers it does not set itself. A response whose headers are
 * frozen (from `fetch` or `Response.redirect`) is copied into one that can carry them.
 */
export function withSecurityHeaders(response: Response): Response {
  try {
    applySecurityHeaders(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    applySecurityHeaders(headers);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
