import "server-only";
import type {
  Implementation,
  ReadResourceResult,
  Resource,
  ResourceTemplate,
  Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { errorMessage, LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { connectMcpServer, type McpConnection, type McpToolResult } from "@/lib/mcp/connection";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { answerNoRoots, SESSION_CLIENT_CAPABILITIES } from "@/lib/mcp/session-client";
import { connectOptionsOf } from "@/lib/mcp/transports/connectors";
import { transportLabel } from "@/lib/mcp/transports/transport-label";

/** Where the traffic of a set's servers is reported (a session's event log). */
export interface ServerSetTaps {
  onRpc: (event: EventPayloads["rpc"]) => void;
  onHttp: (event: EventPayloads["http"]) => void;
  /** The pieces of an open event-stream response; not recorded when absent. */
  onHttpChunk?: (event: EventPayloads["http.chunk"]) => void;
  onStderr: (event: EventPayloads["mcp.stderr"]) => void;
  onExit: (event: EventPayloads["mcp.exit"]) => void;
}

/** How a set connects: the turn its handshakes belong to, timeouts, Loupe's origin for the demo. */
export interface ServerSetOptions {
  /** The turn the `initialize` handshakes belong to, if any. */
  turn?: number;
  /** Loupe's own origin, shown in the demo server's recorded URLs. */
  origin?: string;
  connectTimeoutMs?: number;
  /** How long a request may wait for servers that set no `timeouts.requestMs` of their own. */
  requestTimeoutMs?: number;
}

/** One connected server as a dialect renders it into the system prompt. */
export interface ConnectedServerInfo {
  name: string;
  transport: ServerConfig["transport"];
  /** How it is reached, e.g. `Streamable HTTP: http://127.0.0.1:3001/mcp` or `stdio: npx -y …`. */
  transportLabel: string;
  /** Name and version from `initialize`. */
  serverInfo: Implementation;
  instructions?: string;
  tools: Array<{ name: string; description?: string; inputSchema: Tool["inputSchema"] }>;
  resources: Array<{ uri: string; name: string; description?: string; mimeType?: string }>;
  resourceTemplates: Array<{ uriTemplate: string; name: string; description?: string }>;
}

/** A session's MCP servers, connected, described, and called by name. */
export interface ServerSet {
  /** What each server offers, in configuration order, as listed when the set opened. */
  readonly servers: ConnectedServerInfo[];
  /** True once `close()` was called. */
  readonly closed: boolean;
  /** Tags the events of every server that follow with a turn; `undefined` to stop tagging. */
  setTurn(turn: number | undefined): void;
  /** Calls a tool; `timeoutMs` applies unless the server has its own `timeouts.requestMs`. */
  callTool(
    serverName: string,
    toolName: string,
    args: Record<string, unknown>,
    options?: { timeoutMs?: number },
  ): Promise<McpToolResult>;
  readResource(
    serverName: string,
    uri: string,
    options?: { timeoutMs?: number },
  ): Promise<ReadResourceResult>;
  /** The process id of a stdio server while it runs; undefined for other servers. */
  processIdOf(serverName: string): number | undefined;
  /** Closes every connection: DELETEs the HTTP sessions, stops the stdio processes. */
  close(): Promise<void>;
}

/**
 * Connects to all `servers` at once and lists what each offers. If any cannot be reached or
 * described, the others are closed again (no process is left running) and the error is
 * `mcp:connect_failed`, naming each server that failed (name, transport, URL or command) and why.
 */
export async function openServerSet(
  servers: readonly ServerConfig[],
  taps: ServerSetTaps,
  options: ServerSetOptions = {},
): Promise<ServerSet> {
  const outcomes = await Promise.allSettled(
    servers.map((server) => connectAndDescribe(server, taps, options)),
  );
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === "rejected" ? [outcome.reason as unknown] : [],
  );
  const connected = outcomes.flatMap((outcome) =>
    outcome.status === "fulfilled" ? [outcome.value] : [],
  );
  if (failures.length > 0) {
    await Promise.all(connected.map(({ connection }) => connection.close().catch(() => undefined)));
    throw connectFailure(failures);
  }
  return createServerSet(connected);
}

/**
 * What the servers offer, without keeping a connection: connects, lists, closes. For rendering
 * a system prompt when no session holds the set.
 */
export async function describeServers(
  servers: readonly ServerConfig[],
  options: ServerSetOptions = {},
): Promise<ConnectedServerInfo[]> {
  const ignore = () => undefined;
  const set = await openServerSet(
    servers,
    { onRpc: ignore, onHttp: ignore, onStderr: ignore, onExit: ignore },
    options,
  );
  try {
    return set.servers;
  } finally {
    await set.close();
  }
}

interface ConnectedServer {
  info: ConnectedServerInfo;
  connection: McpConnection;
  /** Whether the server's configuration sets its own request timeout. */
  ownRequestTimeout: boolean;
}

function createServerSet(connected: ConnectedServer[]): ServerSet {
  const byName = new Map(connected.map((server) => [server.info.name, server.connection]));
  const ownTimeout = new Set(
    connected.flatMap((server) => (server.ownRequestTimeout ? [server.info.name] : [])),
  );
  /** A server's own `timeouts.requestMs` wins over the caller's default. */
  const timeoutFor = (serverName: string, options: { timeoutMs?: number } | undefined) =>
    ownTimeout.has(serverName) ? undefined : options;
  let closed = false;
  const connectionOf = (serverName: string, what: string): McpConnection => {
    if (closed) {
      throw new LoupeError(
        "mcp:call_failed",
        `${what} on MCP server '${serverName}' failed: the session's servers are closed.`,
      );
    }
    const connection = byName.get(serverName);
    if (connection) return connection;
    const names = [...byName.keys()];
    throw new LoupeError(
      "mcp:call_failed",
      `No MCP server named '${serverName}' is connected. Connected servers: ${names.length > 0 ? names.join(", ") : "none"}.`,
    );
  };
  return {
    servers: connected.map((server) => server.info),
    get closed() {
      return closed;
    },
    setTurn(turn) {
      for (const connection of byName.values()) connection.setTurn(turn);
    },
    callTool: (serverName, toolName, args, callOptions) =>
      Promise.resolve().then(() =>
        connectionOf(serverName, `tools/call "${toolName}"`).callTool(
          toolName,
          args,
          timeoutFor(serverName, callOptions),
        ),
      ),
    readResource: (serverName, uri, readOptions) =>
      Promise.resolve().then(() =>
        connectionOf(serverName, `resources/read "${uri}"`).readResource(
          uri,
          timeoutFor(serverName, readOptions),
        ),
      ),
    processIdOf: (serverName) => byName.get(serverName)?.processId,
    async close() {
      closed = true;
      await Promise.all(
        [...byName.values()].map((connection) => connection.close().catch(() => undefined)),
      );
    },
  };
}

async function connectAndDescribe(
  server: ServerConfig,
  taps: ServerSetTaps,
  options: ServerSetOptions,
): Promise<ConnectedServer> {
  const connection = await connect(server, taps, options);
  const ownRequestTimeout = "timeouts" in server && server.timeouts?.requestMs !== undefined;
  try {
    return { info: await describeConnected(server, connection), connection, ownRequestTimeout };
  } catch (error) {
    await connection.close().catch(() => undefined);
    const why = errorMessage(error);
    throw new LoupeError(
      "mcp:connect_failed",
      `Connected to MCP server "${server.name}" (${transportLabel(server)}), but listing what it offers failed: ${why}`,
      { cause: error },
    );
  }
}

function connect(
  server: ServerConfig,
  taps: ServerSetTaps,
  options: ServerSetOptions,
): Promise<McpConnection> {
  const common = {
    serverId: server.name,
    onRpc: taps.onRpc,
    ...(options.turn === undefined ? {} : { turn: options.turn }),
    ...(options.connectTimeoutMs === undefined
      ? {}
      : { connectTimeoutMs: options.connectTimeoutMs }),
    ...(options.requestTimeoutMs === undefined
      ? {}
      : { requestTimeoutMs: options.requestTimeoutMs }),
    capabilities: SESSION_CLIENT_CAPABILITIES,
    configureClient: answerNoRoots,
    ...("timeouts" in server && server.timeouts ? { timeouts: server.timeouts } : {}),
  };
  const origin = options.origin === undefined ? {} : { origin: options.origin };
  return connectMcpServer(connectOptionsOf(server, { common, taps, ...origin }));
}

async function describeConnected(
  server: ServerConfig,
  connection: McpConnection,
): Promise<ConnectedServerInfo> {
  const { capabilities } = connection;
  const [tools, resources, resourceTemplates] = await Promise.all([
    capabilities.tools ? connection.listTools() : ([] as Tool[]),
    capabilities.resources ? connection.listResources() : ([] as Resource[]),
    capabilities.resources ? connection.listResourceTemplates() : ([] as ResourceTemplate[]),
  ]);
  return {
    name: server.name,
    transport: server.transport,
    transportLabel: transportLabel(server),
    serverInfo: connection.serverInfo,
    ...(connection.instructions ? { instructions: connection.instructions } : {}),
    tools: tools.map((tool) => ({
      name: tool.name,
      ...(tool.description ? { description: tool.description } : {}),
      inputSchema: tool.inputSchema,
    })),
    resources: resources.map((resource) => ({
      uri: resource.uri,
      name: resource.name,
      ...(resource.description ? { description: resource.description } : {}),
      ...(resource.mimeType ? { mimeType: resource.mimeType } : {}),
    })),
    resourceTemplates: resourceTemplates.map((template) => ({
      uriTemplate: template.uriTemplate,
      name: template.name,
      ...(template.description ? { description: template.description } : {}),
    })),
  };
}

function connectFailure(failures: unknown[]): LoupeError {
  const messages = failures.map((failure) => errorMessage(failure));
  const message =
    messages.length === 1
      ? (messages[0] as string)
      : `${messages.length} MCP servers could not be reached:\n${messages.map((line) => `- ${line}`).join("\n")}`;
  return new LoupeError("mcp:connect_failed", message, { cause: failures[0] });
}
