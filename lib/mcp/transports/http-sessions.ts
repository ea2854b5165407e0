import { LoupeError } from "@/lib/errors";
import type { ConnectHttpServerOptions } from "@/lib/mcp/connection";
import type { McpHttpTransportKind } from "@/lib/mcp/http-transport";
import { openHttpSession } from "@/lib/mcp/open-http-session";
import { TRANSPORTS } from "./index";
import { urlWithoutPassword } from "./location-text";
import { clientSetup, type SessionOpener } from "./session-opener";

const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;
const HTTP_ADVICE = "Check that the server is running and that the URL and transport are right.";

/**
 * Opens Streamable HTTP or legacy HTTP+SSE sessions of a server through the tapped fetch,
 * falling back to SSE when a Streamable HTTP server refuses the `initialize` POST.
 */
export function openHttpSessions(
  options: ConnectHttpServerOptions,
  currentTurn: () => number | undefined,
): SessionOpener {
  const { serverId, url } = options;
  const where = `MCP server "${serverId}" at ${urlWithoutPassword(url)} (${TRANSPORTS[options.transport].name})`;
  let endpoint: URL | undefined;
  try {
    endpoint = new URL(url);
  } catch {
    endpoint = undefined;
  }
  let negotiatedTransport: McpHttpTransportKind = options.transport;
  return {
    where,
    get negotiatedTransport() {
      return negotiatedTransport;
    },
    url,
    open: async () => {
      if (!endpoint) {
        throw new LoupeError(
          "mcp:connect_failed",
          `Could not connect to ${where}: not a valid URL.`,
        );
      }
      const opened = await openHttpSession({
        serverId,
        where,
        transport: negotiatedTransport,
        endpoint,
        fetch: options.fetch ?? globalThis.fetch,
        ...(options.headers ? { headers: options.headers } : {}),
        currentTurn,
        onHttp: options.onHttp,
        ...(options.onHttpChunk ? { onHttpChunk: options.onHttpChunk } : {}),
        onRpc: options.onRpc,
        connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        advice: HTTP_ADVICE,
        ...clientSetup(options),
      });
      negotiatedTransport = opened.transport;
      return opened.session;
    },
    describeEnding: () => "the server closed the connection. The next call reconnects.",
    processIdOf: () => undefined,
  };
}
