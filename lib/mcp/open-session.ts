import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { type ClientCapabilities, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { describeMcpError, withTimeout } from "@/lib/mcp/describe-error";
import { NOT_JSON_RPC_MARK, NotJsonRpcError, NotJsonRpcReports } from "@/lib/mcp/not-json-rpc";
import { TappedTransport } from "@/lib/mcp/tapped-transport";

/** Everything needed to open one tapped MCP client session. */
export interface OpenSessionOptions {
  serverId: string;
  /** How the error messages name the server: `MCP server "x" at URL (transport)`. */
  where: string;
  /** A fresh SDK transport for this session; the HTTP ones already carry the fetch tap. */
  transport: Transport;
  connectTimeoutMs: number;
  /** The turn to tag events with, read when each message happens. */
  currentTurn: () => number | undefined;
  onRpc: (event: EventPayloads["rpc"]) => void;
  /** Why connecting failed, when the transport knows better than the error (a process's exit). */
  explainFailure?: (error: unknown) => string | undefined;
  /** What the person can check when connecting fails; goes before any explanation's details. */
  advice?: string;
  /** What the client declares in `initialize` (e.g. sampling, elicitation, roots); none by default. */
  capabilities?: ClientCapabilities;
  /** Registers the client's own request and notification handlers before it connects. */
  configureClient?: (client: Client) => void;
  /** Where the transport reports what arrived that is not JSON-RPC; the session's own if left out. */
  notJsonRpc?: NotJsonRpcReports;
}

/** One initialized client session; a connection replaces it when the server forgets it. */
export interface McpSession {
  client: Client;
  /** The transport under the tap, e.g. to read a stdio process's exit. */
  transport: Transport;
  /** True once this session's transport has closed. */
  readonly closed: boolean;
  /** The protocol version `initialize` settled on. */
  readonly protocolVersion: string | undefined;
  /** What arrived on this session that is not JSON-RPC. */
  readonly notJsonRpc: NotJsonRpcReports;
  /** Ends the session on the server (Streamable HTTP DELETE) and closes the transport. */
  close(): Promise<void>;
}

const TERMINATE_TIMEOUT_MS = 2_000;

/** Tags an event with the turn, when there is one. */
export function tagged<Data extends object>(data: Data, turn: number | undefined) {
  return turn === undefined ? data : { ...data, turn };
}

/**
 * Opens a client session ("loupe") over `transport`, wrapped so every JSON-RPC message in both
 * directions is reported. Failing to connect is `mcp:connect_failed`, naming the server and why.
 * A request the server answers with something that is not JSON-RPC fails at once with an error
 * quoting it (the recorded traffic keeps only what really arrived).
 */
export async function openMcpSession(options: OpenSessionOptions): Promise<McpSession> {
  const { serverId, connectTimeoutMs } = options;
  const inner = options.transport;
  const transport = new TappedTransport(inner, (record) =>
    options.onRpc(tagged({ serverId, ...record }, options.currentTurn())),
  );
  const client = new Client(
    { name: "loupe", version: "0.1.0" },
    options.capabilities ? { capabilities: options.capabilities } : undefined,
  );
  let closed = false;
  client.onclose = () => {
    closed = true;
  };
  const notJsonRpc = options.notJsonRpc ?? new NotJsonRpcReports();
  notJsonRpc.listen((error, requestIds) => {
    for (const id of requestIds) {
      transport.onmessage?.({
        jsonrpc: "2.0",
        id,
        error: { code: ErrorCode.ParseError, message: error.message, data: NOT_JSON_RPC_MARK },
      });
    }
  });
  client.onerror = (error) => {
    if (error instanceof NotJsonRpcError && !options.notJsonRpc) notJsonRpc.report(error);
  };
  try {
    options.configureClient?.(client);
    await withTimeout(
      client.connect(transport, { timeout: connectTimeoutMs }),
      connectTimeoutMs,
      `did not finish connecting within ${connectTimeoutMs} ms`,
    );
  } catch (error) {
    await client.close().catch(() => undefined);
    const why = options.explainFailure?.(error) ?? describeMcpError(error, connectTimeoutMs);
    const end = why.includes("\n") || /[.!?]$/.test(why) ? "" : ".";
    const advice = options.advice ? ` ${options.advice}` : "";
    throw new LoupeError(
      "mcp:connect_failed",
      `Could not connect to ${options.where}: ${why}${end}${advice}`,
      { cause: error },
    );
  }
  return {
    client,
    transport: inner,
    get closed() {
      return closed;
    },
    get protocolVersion() {
      return transport.protocolVersion;
    },
    notJsonRpc,
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
