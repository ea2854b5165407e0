import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { EventPayloads } from "@/lib/events/types";
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
}

/**
 * A Streamable HTTP or legacy HTTP+SSE client transport whose fetch reports every raw HTTP
 * exchange (SSE bodies included), tagged with the turn in which it started.
 */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  const { serverId } = options;
  const tappedFetch = createTappedFetch(
    options.fetch,
    (exchange, turnAtStart: number | undefined) =>
      options.onHttp(tagged({ serverId, ...exchange }, turnAtStart)),
    { contextAtStart: options.currentTurn },
  );
  const requestInit = options.headers ? { headers: options.headers } : undefined;
  return options.transport === "sse"
    ? new SSEClientTransport(options.endpoint, { fetch: tappedFetch, requestInit })
    : new StreamableHTTPClientTransport(options.endpoint, { fetch: tappedFetch, requestInit });
}
