import "server-only";
import type { ConnectMcpServerOptions } from "@/lib/mcp/connection";
import { demoConnector } from "./demo-connector";
import type { TransportId } from "./index";
import type { SessionOpener } from "./session-opener";
import { sseConnector } from "./sse-connector";
import { stdioConnector } from "./stdio-connector";
import { streamableHttpConnector } from "./streamable-http-connector";
import type { ConnectContext } from "./transport-connector";

/**
 * How each transport of the table (`index.ts`) opens: the server-only half of its connector.
 * Adding a transport is its connector file and one line here.
 */
export const CONNECTORS = {
  stdio: stdioConnector,
  sse: sseConnector,
  "streamable-http": streamableHttpConnector,
  demo: demoConnector,
} satisfies Record<TransportId, unknown>;

/** The options `connectMcpServer` takes to reach the server `config` describes. */
export function connectOptionsOf<Config extends { name: string; transport: TransportId }>(
  config: Config,
  context: ConnectContext,
): ConnectMcpServerOptions {
  const connector = CONNECTORS[config.transport] as {
    connectOptions(config: Config, context: ConnectContext): ConnectMcpServerOptions;
  };
  return connector.connectOptions(config, context);
}

/** Opens sessions of the server `options` reach, over the transport they name. */
export function sessionOpenerOf(
  options: ConnectMcpServerOptions,
  currentTurn: () => number | undefined,
): SessionOpener {
  const connector = CONNECTORS[options.transport] as {
    openSessions(
      options: ConnectMcpServerOptions,
      currentTurn: () => number | undefined,
    ): SessionOpener;
  };
  return connector.openSessions(options, currentTurn);
}
