import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type {
  Implementation,
  ReadResourceResult,
  Resource,
  ServerCapabilities,
  Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { describeMcpError } from "@/lib/mcp/describe-error";
import {
  isSessionGone,
  type McpHttpTransportKind,
  type McpSession,
  openMcpSession,
  transportLabels,
} from "@/lib/mcp/open-session";

export type { McpHttpTransportKind } from "@/lib/mcp/open-session";

/** Where an MCP server is, how to reach it, and where its traffic is reported. */
export interface ConnectMcpServerOptions {
  /** The name the server goes by in events and in the dialects (`server_name`). */
  serverId: string;
  transport: McpHttpTransportKind;
  url: string;
  /** The fetch underneath the tap; global fetch by default, an in-process one for the demo. */
  fetch?: typeof fetch;
  /** Extra headers on every request, e.g. Authorization (recorded redacted). */
  headers?: Record<string, string>;
  onRpc: (event: EventPayloads["rpc"]) => void;
  onHttp: (event: EventPayloads["http"]) => void;
  /** How long a request may go unanswered (default 30 s). */
  requestTimeoutMs?: number;
  /** How long connecting and initializing may take (default 15 s). */
  connectTimeoutMs?: number;
}

/** What `tools/call` answers: content items, an `isError` flag, maybe structured content. */
export type McpToolResult = Awaited<ReturnType<Client["callTool"]>>;

/** An initialized MCP client session whose every message and HTTP exchange is reported. */
export interface McpConnection {
  readonly serverId: string;
  readonly url: string;
  readonly transport: McpHttpTransportKind;
  /** The server's name and version from `initialize`. */
  readonly serverInfo: Implementation;
  readonly instructions: string | undefined;
  readonly capabilities: ServerCapabilities;
  /** The SDK client of the current session, for requests this interface does not cover. */
  readonly client: Client;
  /** True once the connection has closed, by `close()` or because the transport ended. */
  readonly closed: boolean;
  /** Tags the rpc and http events that follow with a turn; `undefined` to stop tagging. */
  setTurn(turn: number | undefined): void;
  /** Every tool, following pagination. */
  listTools(): Promise<Tool[]>;
  /** Every resource, following pagination. */
  listResources(): Promise<Resource[]>;
  callTool(
    name: string,
    args: Record<string, unknown>,
    options?: { timeoutMs?: number },
  ): Promise<McpToolResult>;
  readResource(uri: string, options?: { timeoutMs?: number }): Promise<ReadResourceResult>;
  /** Ends the session (a DELETE for Streamable HTTP) and closes the transport. */
  close(): Promise<void>;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;
const MAX_LIST_PAGES = 100;

/**
 * Connects Loupe's MCP client to a server over Streamable HTTP or legacy HTTP+SSE, with both
 * taps in place. Failures are `mcp:connection_failed` / `mcp:call_failed` naming server and URL.
 * When a Streamable HTTP server forgets the session (404), it initializes a new one and retries
 * once, as the MCP spec asks of clients.
 */
export async function connectMcpServer(options: ConnectMcpServerOptions): Promise<McpConnection> {
  const { serverId, url } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const where = `MCP server "${serverId}" at ${url} (${transportLabels[options.transport]})`;
  let endpoint: URL;
  try {
    endpoint = new URL(url);
  } catch {
    throw new LoupeError(
      "mcp:connection_failed",
      `Could not connect to ${where}: not a valid URL.`,
    );
  }
  let turn: number | undefined;
  const open = () =>
    openMcpSession({
      serverId,
      transport: options.transport,
      endpoint,
      where,
      fetch: options.fetch ?? globalThis.fetch,
      ...(options.headers ? { headers: options.headers } : {}),
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      currentTurn: () => turn,
      onRpc: options.onRpc,
      onHttp: options.onHttp,
    });

  let session = await open();
  let renewing: Promise<McpSession> | undefined;
  let closedByUs = false;
  const renew = (failed: McpSession): Promise<McpSession> => {
    if (session !== failed) return Promise.resolve(session);
    renewing ??= open()
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

  const call = async <Value>(
    what: string,
    timeoutMs: number,
    run: (client: Client) => Promise<Value>,
  ): Promise<Value> => {
    const current = session;
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
      throw new LoupeError(
        "mcp:call_failed",
        `${what} on ${where} failed: ${describeMcpError(failure, timeoutMs)}.`,
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

  return {
    serverId,
    url,
    transport: options.transport,
    get serverInfo() {
      return session.client.getServerVersion() ?? { name: serverId, version: "unknown" };
    },
    get instructions() {
      return session.client.getInstructions();
    },
    get capabilities() {
      return session.client.getServerCapabilities() ?? {};
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
        const page = await client.listTools(cursor ? { cursor } : undefined, {
          timeout: requestTimeoutMs,
        });
        return { items: page.tools, nextCursor: page.nextCursor };
      }),
    listResources: () =>
      list("resources/list", async (client, cursor) => {
        const page = await client.listResources(cursor ? { cursor } : undefined, {
          timeout: requestTimeoutMs,
        });
        return { items: page.resources, nextCursor: page.nextCursor };
      }),
    callTool: (name, args, callOptions) => {
      const timeout = callOptions?.timeoutMs ?? requestTimeoutMs;
      return call(`tools/call "${name}"`, timeout, (client) =>
        client.callTool({ name, arguments: args }, undefined, { timeout }),
      );
    },
    readResource: (uri, readOptions) => {
      const timeout = readOptions?.timeoutMs ?? requestTimeoutMs;
      return call(`resources/read "${uri}"`, timeout, (client) =>
        client.readResource({ uri }, { timeout }),
      );
    },
    async close() {
      closedByUs = true;
      await session.close();
    },
  };
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
