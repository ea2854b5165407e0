import "server-only";
import type { ConnectStdioServerOptions } from "@/lib/mcp/connection";
import type { StdioServerConfig } from "./stdio";
import { openStdioSessions } from "./stdio-sessions";
import type { TransportConnector } from "./transport-connector";

/** Starts a server as a child process and connects to it over stdin and stdout. */
export const stdioConnector: TransportConnector<StdioServerConfig, ConnectStdioServerOptions> = {
  connectOptions: (config, { common, taps }) => ({
    ...common,
    transport: "stdio",
    command: config.command,
    ...(config.args ? { args: config.args } : {}),
    ...(config.env ? { env: config.env } : {}),
    ...(config.cwd ? { cwd: config.cwd } : {}),
    ...(taps.onStderr ? { onStderr: taps.onStderr } : {}),
    ...(taps.onExit ? { onExit: taps.onExit } : {}),
  }),
  openSessions: openStdioSessions,
};
