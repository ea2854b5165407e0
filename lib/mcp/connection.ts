import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type {
  ClientCapabilities,
  Implementation,
  ReadResourceResult,
  Resource,
  ResourceTemplate,
  ServerCapabilities,
  Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { errorMessage, LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { describeMcpError } from "@/lib/mcp/describe-error";
import type { McpHttpTransportKind } from "@/lib/mcp/http-transport";
import { isSessionGone, type McpSession } from "@/lib/mcp/open-session";
import type { ServerTimeouts } from "@/lib/mcp/server-timeouts";
import { sessionOpenerOf } from "@/lib/mcp/transports/connectors";

export type { McpHttpTransportKind } from "@/lib/mcp/http-transport";

/** Every transport Loupe speaks to MCP servers. */
export type McpTransportKind = McpHttpTransportKind | "stdio";

/** What every connection takes, whatever its transport. */
export interface ConnectCommonOptions {
  /** The name the server goes by in events and in the dialects (`server_name`). */
  serverId: string;
  onRpc: (event: EventPayloads["rpc"]) => void;
  /** The turn the first events (the `initialize` handshake) belong to, if any. */
  turn?: number;
  /** How long a request may go unanswered (default 30 s). */
  requestTimeoutMs?: number;
  /**
   * The server's own timeouts: `requestMs` wins over `requestTimeoutMs`, `resetOnProgress` and
   * `maxTotalMs` apply to every request, and a timeout's message names the setting.
   */
  timeouts?: ServerTimeouts;
  /** How long starting, connecting and initializing may take (default 15 s; 60 s for stdio). */
  connectTimeoutMs?: number;
  /** What the client declares in `initialize` (e.g. sampling, elicitation, roots); none by default. */
  capabilities?: ClientCapabilities;
  /** Registers request and notification handlers on each new session's client before it connects. */
  configureClient?: (client: Client) => void;
}

/** A server reached over Streamable HTTP or legacy HTTP+SSE. */
export interface ConnectHttpServerOptions extends ConnectCommonOptions {
  transport: McpHttpTransportKind;
  url: string;
  /** The fetch underneath the tap; global fetch by default, an in-process one for the demo. */
  fetch?: typeof fetch;
  /** Extra headers on every request, e.g. Authorization (recorded redacted). */
  headers?: Record<string, string>;
  onHttp: (event: EventPayloads["http"]) => void;
  /** Where the pieces of an open event-stream response go while it streams. */
  onHttpChunk?: (event: EventPayloads["http.chunk"]) => void;
}

/** A server Loupe starts as a child process and speaks to over stdin and stdout. */
export interface ConnectStdioServerOptions extends ConnectCommonOptions {
  transport: "stdio";
  command: string;
  args?: string[];
  /** The child's whole environment besides PATH. */
  env?: Record<string, string>;
  cwd?: string;
  onStderr?: (event: EventPayloads["mcp.stderr"]) => void;
  onExit?: (event: EventPayloads["mcp.exit"]) => void;
}

/** Where an MCP server is, how to reach it, and where its traffic is reported. */
export type ConnectMcpServerOptions = ConnectHttpServerOptions | ConnectStdioServerOptions;

/** What `tools/call` answers: content items, an `isError` flag, maybe structured content. */
export type McpToolResult = Awaited<ReturnType<Client["callTool"]>>;

/** An initialized MCP client session whose every message (and HTTP exchange) is reported. */
export interface McpConnection {
  readonly serverId: string;
  /** The transport as configured. */
  readonly transport: McpTransportKind;
  /**
   * The transport the current session runs on: `sse` when a `streamable-http` server refused the
   * `initialize` POST (400, 404 or 405) and answered the legacy SSE GET instead.
   */
  readonly negotiatedTransport: McpTransportKind;
  /** The endpoint of an HTTP transport; undefined for stdio. */
  readonly url: string | undefined;
  /** The id of a stdio server's running process; undefined otherwise. */
  readonly processId: number | undefined;
  /** The server's name and version from `initialize`. */
  readonly serverInfo: Implementation;
  readonly instructions: string | undefined;
  readonly capabilities: ServerCapabilities;
  /** The protocol version `initialize` settled on. */
  readonly protocolVersion: string | undefined;
  /** The SDK client of the current session, for requests this interface does not cover. */
  readonly client: Client;
  /** True once the connection has closed, by `close()` or because the transport ended. */
  readonly closed: boolean;
  /** Tags the events that follow with a turn; `undefined` to stop tagging. */
  setTurn(turn: number | undefined): void;
  /** Every tool, following pagination. */
  listTools(): Promise<Tool[]>;
  /** Every resource, following pagination. */
  listResources(): Promise<Resource[]>;
  /** Every resource template, following pagination. */
  listResourceTemplates(): Promise<ResourceTemplate[]>;
  callTool(
    name: string,
    args: Record<string, unknown>,
    options?: { timeoutMs?: number },
  ): Promise<McpToolResult>;
  readResource(uri: string, options?: { timeoutMs?: number }): Promise<ReadResourceResult>;
  /**
   * Runs a request of the caller's own on the current session, with the failures handled as for
   * every call: a forgotten session is renewed once, an ended process or a timeout is
   * `mcp:call_failed` naming `what` and the server.
   */
  run<Value>(
    what: string,
    timeoutMs: number,
    run: (client: Client) => Promise<Value>,
  ): Promise<Value>;
  /** Ends the session (a DELETE for Streamable HTTP, the process for stdio). */
  close(): Promise<void>;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const MAX_LIST_PAGES = 100;

/**
 * Connects Loupe's MCP client to a server over Streamable HTTP, legacy HTTP+SSE or stdio, with
 * the taps in place. Failures are `mcp:connect_failed` / `mcp:call_failed` naming the server.
 * When a Streamable HTTP server forgets the session (404), it initializes a new one and retries
 * once, as the MCP spec asks of clients. When the transport ends by itself (a stdio process
 * exits), the next call fails saying so, and the call after reconnects (restarts the process).
 */
export async function connectMcpServer(options: ConnectMcpServerOptions): Promise<McpConnection> {
  const { serverId } = options;
  const timeouts = options.timeouts ?? {};
  const requestTimeoutMs =
    timeouts.requestMs ?? options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  let turn = options.turn;
  const currentTurn = () => turn;
  const opener = sessionOpenerOf(options, currentTurn);
  const { where } = opener;

  let session = await opener.open();
  let renewing: Promise<McpSession> | undefined;
  let closedByUs = false;
  /** A session whose unexpected end has been reported; the next call replaces it. */
  let reportedEnded: McpSession | undefined;
  const renew = (failed: McpSession): Promise<McpSession> => {
    if (session !== failed) return Promise.resolve(session);
    renewing ??= opener
      .open()
      .then((fresh) => {
        session = fresh;
        if (closedByUs) void fresh.close();
        return fresh;
      })
      .finally(() => {
        renewing = undefined;
      });
    void failed.close();
    return renewing;
  };
  const endedFailure = (what: string, ended: McpSession, cause?: unknown) => {
    reportedEnded = ended;
    return new LoupeError(
      "mcp:call_failed",
      `${what} on ${where} failed: ${opener.describeEnding(ended)}`,
      { cause },
    );
  };

  const call = async <Value>(
    what: string,
    timeoutMs: number,
    run: (client: Client) => Promise<Value>,
    settings: ServerTimeouts | undefined = timeoutMs === requestTimeoutMs ? timeouts : undefined,
  ): Promise<Value> => {
    if (closedByUs) {
      throw new LoupeError("mcp:call_failed", `${what} on ${where} failed: it was closed.`);
    }
    if (session.closed) {
      if (reportedEnded !== session) throw endedFailure(what, session);
      await renew(session).catch((error: unknown) => {
        throw new LoupeError("mcp:call_failed", `${what} failed: ${errorMessage(error)}`, {
          cause: error,
        });
      });
    }
    const current = session;
    const reportsBefore = current.notJsonRpc.count;
    try {
      return await run(current.client);
    } catch (error) {
      let failure = error;
      if (isSessionGone(error) && !closedByUs) {
        try {
          return await run((await renew(current)).client);
        } catch (retryError) {
          failure = retryError;
        }
      }
      if (failure instanceof LoupeError) throw failure;
      if (closedByUs) {
        throw new LoupeError(
          "mcp:call_failed",
          `${what} on ${where} failed: the connection was closed while it waited for the answer.`,
          { cause: failure },
        );
      }
      if (current.closed) throw endedFailure(what, current, failure);
      const why = describeMcpError(failure, timeoutMs, settings);
      throw new LoupeError(
        "mcp:call_failed",
        `${what} on ${where} failed: ${why}.${meanwhile(current, reportsBefore, why)}`,
        { cause: failure },
      );
    }
  };

  const list = <Item>(
    what: string,
    fetchPage: (
      client: Client,
      cursor: string | undefined,
    ) => Promise<{ items: Item[]; nextCursor?: string }>,
  ) =>
    call(what, requestTimeoutMs, (client) => collectPages((cursor) => fetchPage(client, cursor)));
  const pageParams = (cursor: string | undefined) => (cursor ? { cursor } : undefined);
  const requestOptions = (timeoutMs: number) => ({
    timeout: timeoutMs,
    ...(timeouts.maxTotalMs === undefined ? {} : { maxTotalTimeout: timeouts.maxTotalMs }),
    ...(timeouts.resetOnProgress
      ? { resetTimeoutOnProgress: true, onprogress: () => undefined }
      : {}),
  });
  const timeout = requestOptions(requestTimeoutMs);

  return {
    serverId,
    transport: options.transport,
    get negotiatedTransport() {
      return opener.negotiatedTransport;
    },
    url: opener.url,
    get processId() {
      return opener.processIdOf(session);
    },
    get serverInfo() {
      return session.client.getServerVersion() ?? { name: serverId, version: "unknown" };
    },
    get instructions() {
      return session.client.getInstructions();
    },
    get capabilities() {
      return session.client.getServerCapabilities() ?? {};
    },
    get protocolVersion() {
      return session.protocolVersion;
    },
    get client() {
      return session.client;
    },
    get closed() {
      return closedByUs || session.closed;
    },
    setTurn(next) {
      turn = next;
    },
    listTools: () =>
      list("tools/list", async (client, cursor) => {
        const page = await client.listTools(pageParams(cursor), timeout);
        return { items: page.tools, nextCursor: page.nextCursor };
      }),
    listResources: () =>
      list("resources/list", async (client, cursor) => {
        const page = await client.listResources(pageParams(cursor), timeout);
        return { items: page.resources, nextCursor: page.nextCursor };
      }),
    listResourceTemplates: () =>
      list("resources/templates/list", async (client, cursor) => {
        const page = await client.listResourceTemplates(pageParams(cursor), timeout);
        return { items: page.resourceTemplates, nextCursor: page.nextCursor };
      }),
    callTool: (name, args, callOptions) => {
      const callTimeout = callOptions?.timeoutMs ?? requestTimeoutMs;
      return call(`tools/call "${name}"`, callTimeout, (client) =>
        client.callTool({ name, arguments: args }, undefined, requestOptions(callTimeout)),
      );
    },
    readResource: (uri, readOptions) => {
      const readTimeout = readOptions?.timeoutMs ?? requestTimeoutMs;
      return call(`resources/read "${uri}"`, readTimeout, (client) =>
        client.readResource({ uri }, requestOptions(readTimeout)),
      );
    },
    run: (what, timeoutMs, run) => call(what, timeoutMs, run),
    async close() {
      closedByUs = true;
      await (renewing ?? Promise.resolve()).catch(() => undefined);
      await session.close();
    },
  };
}

/** What arrived that is not JSON-RPC while a request waited, unless the failure says it already. */
function meanwhile(session: McpSession, reportsBefore: number, why: string): string {
  const last = session.notJsonRpc.last;
  if (!last || last.sequence <= reportsBefore || why.includes(last.error.message)) return "";
  return ` Meanwhile ${last.error.message}.`;
}

async function collectPages<Item>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: Item[]; nextCursor?: string }>,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const result = await fetchPage(cursor);
    items.push(...result.items);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return items;
}
