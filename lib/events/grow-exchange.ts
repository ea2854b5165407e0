import type { TrafficChunk, TrafficExchange } from "@/lib/api/inspector";

/**
 * An open exchange grown by one piece of its body: the piece's text appended to the body so far
 * and its keep-alive comments added to the count. Shared by the traffic page the server reads and
 * the page's live merge, so both grow an exchange alike.
 */
export function growExchange(exchange: TrafficExchange, chunk: TrafficChunk): TrafficExchange {
  const grown = { ...exchange, responseBody: (exchange.responseBody ?? "") + chunk.text };
  if (chunk.keepAlives) grown.keepAlives = (exchange.keepAlives ?? 0) + chunk.keepAlives;
  return grown;
}
