import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { ClientCapabilities } from "@modelcontextprotocol/sdk/types.js";
import type { ListedServer } from "@/lib/api/servers";
import type { ConnectMcpServerOptions } from "@/lib/mcp/connection";
import type { ServerSetTaps } from "@/lib/mcp/server-set";
import { connectOptionsOf } from "@/lib/mcp/transports/connectors";

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
  return connectOptionsOf(server, {
    common: {
      serverId: server.name,
      onRpc: taps.onRpc,
      capabilities: client.capabilities,
      configureClient: client.configureClient,
      ...(server.timeouts?.requestMs === undefined
        ? {}
        : { requestTimeoutMs: server.timeouts.requestMs }),
    },
    taps,
  });
}
