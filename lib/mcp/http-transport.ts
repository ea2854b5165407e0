import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { EventPayloads } from "@/lib/events/types";
import { cancellingFetch } from "@/lib/mcp/cancelling-fetch";
import { jsonRpcCheckingFetch } from "@/lib/mcp/json-rpc-checking-fetch";
import { NotJsonRpcReports } from "@/lib/mcp/not-json-rpc";
import { tagged } from "@/lib/mcp/open-session";
import { createTappedFetch } from "@/lib/mcp/tapped-fetch";

/** The HTTP transports Loupe speaks to MCP servers. */
export type McpHttpTransportKind = "streamable-http" | "sse";

/** What an HTTP client transport needs, with the tap that reports each HTTP exchange. */
export interface HttpTransportOptions {
  serverId: string;
  transport: McpHttpTransportKind;
  endpoint: URL;
  fetch: typeof fetch;
  headers?: Record<string, string>;
  /** The turn to tag an exchange with, read when it starts. */
  currentTurn: () => number | undefined;
  onHttp: (event: EventPayloads["http"]) => void;
  /** Where the pieces of an open event-stream body go as they arrive (nowhere by default). */
  onHttpChunk?: (event: EventPayloads["http.chunk"]) => void;
  /** Where what the server sends that is not JSON-RPC is reported (nowhere by default). */
  notJsonRpc?: NotJsonRpcReports;
}

/**
 * A Streamable HTTP or legacy HTTP+SSE client transport whose fetch reports every raw HTTP
 * exchange (SSE bodies included), tagged with the turn in which it started, checks that what
 * the server sends is JSON-RPC, and ends the exchange of a request the client cancelled.
 */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  const { serverId } = options;
  const tappedFetch = createTappedFetch(
    options.fetch,
    (exchange, turnAtStart: number | undefined) =>
      options.onHttp(tagged({ serverId, ...exchange }, turnAtStart)),
    {
      contextAtStart: options.currentTurn,
      onChunk: (chunk, turnAtStart) =>
        options.onHttpChunk?.(tagged({ serverId, ...chunk }, turnAtStart)),
    },
  );
  const fetch = cancellingFetch(
    jsonRpcCheckingFetch(
      readingRefusals(tappedFetch),
      options.notJsonRpc ?? new NotJsonRpcReports(),
    ),
  );
  const requestInit = options.headers ? { headers: options.headers } : undefined;
  return options.transport === "sse"
    ? new SSEClientTransport(options.endpoint, { fetch, requestInit })
    : new StreamableHTTPClientTransport(options.endpoint, { fetch, requestInit });
}

/**
 * A fetch that reads the body of every refused request (status 400 and up) to its end before
 * answering, so the tap records the refusal even where the transport never reads it (an SSE GET).
 */
function readingRefusals(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (response.status < 400 || !response.body) return response;
    const body = await response.arrayBuffer();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
