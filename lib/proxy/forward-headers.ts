/**
 * Hop-by-hop headers (RFC 9110 §7.6.1, and `expect`, which Loupe's own server has answered) and
 * those the proxy sets itself: never passed on. `host` names Loupe, `content-length` is recomputed for the streamed body, `cookie` and `origin` are
 * Loupe's own (its token cookie, its page's origin).
 */
const NOT_FORWARDED = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "expect",
  "host",
  "content-length",
  "accept-encoding",
  "cookie",
  "origin",
]);

/** The headers a `Connection` header names as hop-by-hop for this one message. */
function connectionNamed(headers: Headers): Set<string> {
  const named = headers.get("connection") ?? "";
  return new Set(
    named
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The client's headers as sent upstream: everything but the hop-by-hop ones, with
 * `accept-encoding: identity`, so the upstream sends no compression and what is recorded is what
 * the client receives.
 */
export function upstreamRequestHeaders(headers: Headers): Headers {
  const dropped = connectionNamed(headers);
  const sent = new Headers();
  for (const [name, value] of headers) {
    if (NOT_FORWARDED.has(name) || dropped.has(name)) continue;
    sent.append(name, value);
  }
  sent.set("accept-encoding", "identity");
  return sent;
}

/**
 * The upstream's response headers as passed to the client: less the hop-by-hop ones and
 * `content-length` (the body streams on as it arrives), and less `content-encoding` when the
 * upstream compressed anyway (fetch hands the bytes on decoded).
 */
export function clientResponseHeaders(headers: Headers): Headers {
  const dropped = connectionNamed(headers);
  const encoded = (headers.get("content-encoding") ?? "identity").toLowerCase() !== "identity";
  const passed = new Headers();
  for (const [name, value] of headers) {
    if (dropped.has(name) || NOT_FORWARDED.has(name)) continue;
    if (encoded && name === "content-encoding") continue;
    passed.append(name, value);
  }
  return passed;
}
