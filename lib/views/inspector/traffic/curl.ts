import type { TrafficExchange } from "@/lib/api/inspector";

/** Headers curl sets itself from what it sends; copying them would only get in the way. */
const computedHeaders = new Set(["content-length", "host", "connection", "transfer-encoding"]);

/** Quotes text for a POSIX shell: inside single quotes, each `'` becomes `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * The exchange as a `curl` command: its method, URL, headers as recorded (secrets in them were
 * masked when recorded, so the command cannot leak one) and its raw request body.
 */
export function exchangeAsCurl(
  exchange: Pick<TrafficExchange, "method" | "url" | "requestHeaders" | "requestBody">,
): string {
  const parts = ["curl", "-X", exchange.method, shellQuote(exchange.url)];
  for (const [name, value] of Object.entries(exchange.requestHeaders)) {
    if (computedHeaders.has(name.toLowerCase())) continue;
    parts.push("-H", shellQuote(`${name}: ${value}`));
  }
  if (exchange.requestBody !== undefined && exchange.requestBody !== "") {
    parts.push("--data-raw", shellQuote(exchange.requestBody));
  }
  const accept = Object.entries(exchange.requestHeaders).find(
    ([name]) => name.toLowerCase() === "accept",
  )?.[1];
  if (accept?.includes("text/event-stream")) parts.push("--no-buffer");
  return parts.join(" ");
}
