import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { describeMcpError, withTimeout } from "@/lib/mcp/describe-error";
import { createTappedFetch } from "@/lib/mcp/tapped-fetch";
import { TappedTransport } from "@/lib/mcp/tapped-transport";

/** The HTTP transports Loupe speaks to MCP servers. */
export type McpHttpTransportKind = "streamable-http" | "sse";

/** Everything needed to open one tapped MCP client session. */
export interface OpenSessionOptions {
  serverId: string;
  transport: McpHttpTransportKind;
  endpoint: URL;
  /** How the error messages name the server: `MCP server "x" at URL (transport)`. */
  where: string;
  fetch: typeof fetch;
  headers?: Record<string, string>;
  connectTimeoutMs: number;
  /** The turn to tag events with, read when each message or request happens. */
  currentTurn: () => number | undefined;
  onRpc: (event: EventPayloads["rpc"]) => void;
  onHttp: (event: EventPayloads["http"]) => void;
}

/** One initialized client session; a connection replaces it when the server forgets it. */
export interface McpSession {
  client: Client;
  /** True once this session's transport has closed. */
  readonly closed: boolean;
  /** Ends the session on the server (Streamable HTTP DELETE) and closes the transport. */
  close(): Promise<void>;
}

const TERMINATE_TIMEOUT_MS = 2_000;

/** Human names of the transports, for messages. */
export const transportLabels: Record<McpHttpTransportKind, string> = {
  "streamable-http": "Streamable HTTP",
  sse: "HTTP+SSE",
};

function tagged<Data extends object>(data: Data, turn: number | undefined) {
  return turn === undefined ? data : { ...data, turn };
}

/**
 * Opens a client session ("loupe") with both taps in place: the fetch under the transport
 * reports raw HTTP exchanges, the transport wrapper reports JSON-RPC messages.
 */
export async function openMcpSession(options: OpenSessionOptions): Promise<McpSession> {
  const { serverId, connectTimeoutMs } = options;
  const tappedFetch = createTappedFetch(
    options.fetch,
    (exchange, turnAtStart: number | undefined) =>
      options.onHttp(tagged({ serverId, ...exchange }, turnAtStart)),
    { contextAtStart: options.currentTurn },
  );
  const requestInit = options.headers ? { headers: options.headers } : undefined;
  const inner =
    options.transport === "sse"
      ? new SSEClientTransport(options.endpoint, { fetch: tappedFetch, requestInit })
      : new StreamableHTTPClientTransport(options.endpoint, { fetch: tappedFetch, requestInit });
  const transport = new TappedTransport(inner, (record) =>
    options.onRpc(tagged({ serverId, ...record }, options.currentTurn())),
  );
  const client = new Client({ name: "loupe", version: "0.1.0" });
  let closed = false;
  client.onclose = () => {
    closed = true;
  };
  try {
    await withTimeout(
      client.connect(transport, { timeout: connectTimeoutMs }),
      connectTimeoutMs,
      `did not finish connecting within ${connectTimeoutMs} ms`,
    );
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new LoupeError(
      "mcp:connection_failed",
      `Could not connect to ${options.where}: ${describeMcpError(error, connectTimeoutMs)}. Check that the server is running and that the URL and transport are right.`,
      { cause: error },
    );
  }
  return {
    client,
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      if (inner instanceof StreamableHTTPClientTransport) {
        await withTimeout(inner.terminateSession(), TERMINATE_TIMEOUT_MS, "timed out").catch(
          () => undefined,
        );
      }
      await client.close().catch(() => undefined);
    },
  };
}

/** True for the 404 a Streamable HTTP server answers once it has forgotten a session. */
export function isSessionGone(error: unknown): boolean {
  return error instanceof StreamableHTTPError && error.code === 404;
}
