import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { ClientCapabilities } from "@modelcontextprotocol/sdk/types.js";
import type { ConnectMcpServerOptions } from "@/lib/mcp/connection";
import type { ServerSetTaps } from "@/lib/mcp/server-set";
import type { ListedServer } from "@/lib/servers/listed-server";

/** The client side of an inspector connection: what it declares and the handlers it registers. */
export interface InspectorClientOptions {
  capabilities: ClientCapabilities;
  configureClient: (client: Client) => void;
}

/**
 * How the MCP layer connects to a listed server: its transport fields, its request timeout, the
 * taps that record its traffic and the inspector's client setup. Events name it by its name.
 */
export function listedConnectOptions(
  server: ListedServer,
  taps: ServerSetTaps,
  client: InspectorClientOptions,
): ConnectMcpServerOptions {
  const common = {
    serverId: server.name,
    onRpc: taps.onRpc,
    capabilities: client.capabilities,
    configureClient: client.configureClient,
    ...(server.timeouts?.requestMs === undefined
      ? {}
      : { requestTimeoutMs: server.timeouts.requestMs }),
  };
  switch (server.transport) {
    case "streamable-http":
    case "sse":
      return {
        ...common,
        transport: server.transport,
        url: server.url,
        ...(server.headers ? { headers: server.headers } : {}),
        onHttp: taps.onHttp,
        ...(taps.onHttpChunk ? { onHttpChunk: taps.onHttpChunk } : {}),
      };
    case "stdio":
      return {
        ...common,
        transport: "stdio",
        command: server.command,
        ...(server.args ? { args: server.args } : {}),
        ...(server.env ? { env: server.env } : {}),
        ...(server.cwd === undefined ? {} : { cwd: server.cwd }),
        onStderr: taps.onStderr,
        onExit: taps.onExit,
      };
  }
}
