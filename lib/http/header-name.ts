/** A header name as HTTP allows it (RFC 9110 `token`): no spaces, colons or control characters. */
const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Headers the connection sets itself: Node's fetch (undici) throws at every request that carries
 * `keep-alive`, `upgrade`, `transfer-encoding` or `expect`, and `connection`, `host` and
 * `content-length` given by hand would misframe or misroute the request it does send.
 */
const CONNECTION_HEADER_NAMES: ReadonlySet<string> = new Set([
  "connection",
  "content-length",
  "expect",
  "host",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
]);

/** Why a header name cannot be sent on a request, or undefined when it can. */
export function headerNameProblem(name: string): string | undefined {
  if (!HEADER_NAME_PATTERN.test(name)) {
    return "a header name is letters, digits and !#$%&'*+.^_`|~- only (no spaces, ':' or control characters)";
  }
  if (CONNECTION_HEADER_NAMES.has(name.toLowerCase())) {
    return `"${name}" is a header the connection sets itself (fetch refuses it or it would break the request); leave it out`;
  }
  return undefined;
}

/** Each reason a set of headers cannot be sent, by the header it concerns, name before value. */
export function headerProblems(
  headers: Record<string, string>,
): Array<{ name: string; message: string }> {
  return Object.entries(headers).flatMap(([name, value]) =>
    [headerNameProblem(name), headerValueProblem(value)].flatMap((message) =>
      message === undefined ? [] : [{ name, message }],
    ),
  );
}

/** Why a header value cannot be sent (a fetch refuses it at every request), or undefined. */
export function headerValueProblem(value: string): string | undefined {
  if (/[\r\n\0]/.test(value)) return "a header value must not hold a line break (CR, LF) or NUL";
  if (/[\u0100-\uffff]/.test(value)) {
    return "a header value holds only Latin-1 characters (none beyond U+00FF); percent-encode the rest";
  }
  return undefined;
}
