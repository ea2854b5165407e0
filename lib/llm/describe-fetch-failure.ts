import { errorMessage } from "@/lib/errors";

/** Hints for the system error codes a failed connection reports (Node's undici puts them in `cause`). */
const connectionHints: Record<string, string> = {
  ECONNREFUSED:
    "connection refused; check that the server is running and the port in the base URL is right",
  ECONNRESET: "the connection was reset by the server",
  ENOTFOUND: "the host name could not be resolved; check the base URL",
  EAI_AGAIN: "the host name could not be resolved (DNS lookup timed out); check the base URL",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable",
  UND_ERR_CONNECT_TIMEOUT: "the connection timed out",
  UND_ERR_SOCKET: "the connection was closed by the server",
  CERT_HAS_EXPIRED: "the server's TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server uses a self-signed TLS certificate",
  SELF_SIGNED_CERT_IN_CHAIN: "the server's TLS certificate chain is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's TLS certificate could not be verified",
};

function errorCode(error: unknown, depth = 0): string | undefined {
  if (depth > 4 || typeof error !== "object" || error === null) return undefined;
  const record = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof record.code === "string" && record.code !== "") return record.code;
  const fromCause = errorCode(record.cause, depth + 1);
  if (fromCause) return fromCause;
  if (Array.isArray(record.errors)) {
    for (const inner of record.errors) {
      const code = errorCode(inner, depth + 1);
      if (code) return code;
    }
  }
  return undefined;
}

/** The message of the deepest `cause` of an error ("fetch failed" says less than its cause). */
export function innermostErrorMessage(error: unknown): string {
  let current: unknown = error;
  let message = errorMessage(error);
  for (
    let depth = 0;
    depth < 4 && current instanceof Error && current.cause !== undefined;
    depth += 1
  ) {
    current = current.cause;
    if (current instanceof Error && current.message !== "") message = current.message;
  }
  return message;
}

function portOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port || (parsed.protocol === "https:" ? "443" : "80");
  } catch {
    return "of this URL";
  }
}

/**
 * A readable sentence for a `fetch` that rejected before any response: it names the URL and,
 * when the system says why (connection refused, unknown host, TLS, a port fetch refuses), what
 * to check.
 */
export function describeFetchFailure(error: unknown, url: string): string {
  const code = errorCode(error);
  const hint = code ? connectionHints[code] : undefined;
  if (hint) return `Could not connect to ${url}: ${hint} (${code}).`;
  if (innermostErrorMessage(error) === "bad port") {
    return `Could not connect to ${url}: port ${portOf(url)} is one that browsers and Node's fetch refuse to use (the Fetch standard's "bad ports", such as 9, 25 or 6000), so no request was sent; run the server on another port and change the base URL.`;
  }
  if (
    error instanceof TypeError &&
    /invalid url|failed to parse url/i.test(innermostErrorMessage(error))
  ) {
    return `The model URL ${url} is not a valid URL; check the base URL.`;
  }
  const detail = innermostErrorMessage(error);
  return `The request to ${url} failed before any response: ${detail}${code ? ` (${code})` : ""}.`;
}
