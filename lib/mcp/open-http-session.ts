import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { describeMcpError } from "@/lib/mcp/describe-error";
import { createHttpTransport, type McpHttpTransportKind } from "@/lib/mcp/http-transport";
import { NotJsonRpcReports } from "@/lib/mcp/not-json-rpc";
import { type McpSession, type OpenSessionOptions, openMcpSession } from "@/lib/mcp/open-session";
import { urlWithoutPassword } from "@/lib/mcp/transports/transport-label";

/** What opening a session over HTTP takes: the session's options and the HTTP transport's. */
export interface OpenHttpSessionOptions extends Omit<OpenSessionOptions, "transport"> {
  /** The transport to try first; `streamable-http` falls back to legacy SSE when refused. */
  transport: McpHttpTransportKind;
  endpoint: URL;
  fetch: typeof fetch;
  headers?: Record<string, string>;
  onHttp: (event: EventPayloads["http"]) => void;
  onHttpChunk?: (event: EventPayloads["http.chunk"]) => void;
}

/** An open HTTP session and the transport it ended on. */
export interface OpenedHttpSession {
  session: McpSession;
  transport: McpHttpTransportKind;
}

/** The statuses of a refused `initialize` POST after which the spec has clients try legacy SSE. */
const FALLBACK_STATUSES = new Set([400, 404, 405]);
/** How much of a refusal's body goes into a message. */
const MAX_QUOTED_CHARACTERS = 200;

/**
 * Opens a session over Streamable HTTP or legacy HTTP+SSE. As the MCP spec's backwards
 * compatibility section asks, when a Streamable HTTP server refuses the `initialize` POST with
 * 400, 404 or 405 it GETs the same URL as a legacy SSE endpoint and goes on over that; both
 * attempts stay in the recorded traffic, and when both fail one error names each.
 */
export async function openHttpSession(options: OpenHttpSessionOptions): Promise<OpenedHttpSession> {
  const open = (transport: McpHttpTransportKind) => {
    const notJsonRpc = new NotJsonRpcReports();
    return openMcpSession({
      ...options,
      notJsonRpc,
      transport: createHttpTransport({
        notJsonRpc,
        serverId: options.serverId,
        transport,
        endpoint: options.endpoint,
        fetch: options.fetch,
        ...(options.headers ? { headers: options.headers } : {}),
        currentTurn: options.currentTurn,
        onHttp: options.onHttp,
        ...(options.onHttpChunk ? { onHttpChunk: options.onHttpChunk } : {}),
      }),
    });
  };
  if (options.transport === "sse") return { session: await open("sse"), transport: "sse" };
  let refusal: StreamableHTTPError;
  try {
    return { session: await open("streamable-http"), transport: "streamable-http" };
  } catch (error) {
    const cause = error instanceof LoupeError ? error.cause : error;
    if (!(cause instanceof StreamableHTTPError) || !FALLBACK_STATUSES.has(cause.code ?? 0)) {
      throw error;
    }
    refusal = cause;
  }
  try {
    return { session: await open("sse"), transport: "sse" };
  } catch (error) {
    const cause = error instanceof LoupeError ? error.cause : error;
    const why = describeMcpError(cause, options.connectTimeoutMs);
    const advice = options.advice ? ` ${options.advice}` : "";
    throw new LoupeError(
      "mcp:connect_failed",
      `Could not connect to ${options.where}: the initialize POST was refused (HTTP ${refusal.code}: ${quoted(refusal.message)}), and the legacy SSE fallback (GET ${urlWithoutPassword(options.endpoint.href)}) failed too: ${quoted(why)}.${advice}`,
      { cause: error },
    );
  }
}

/** At most the first 200 characters of a message, on one line. */
function quoted(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > MAX_QUOTED_CHARACTERS
    ? `${line.slice(0, MAX_QUOTED_CHARACTERS)}…`
    : line.replace(/[.]$/, "");
}
