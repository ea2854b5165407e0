import type { ConnectHttpServerOptions } from "@/lib/mcp/connection";
import { openHttpSessions } from "./http-sessions";
import type { RemoteServerConfig } from "./remote-transport";
import type { TransportConnector } from "./transport-connector";

/** Connects to a server over one HTTP transport (Streamable HTTP, legacy HTTP+SSE). */
export function remoteConnector<Id extends ConnectHttpServerOptions["transport"]>(
  id: Id,
): TransportConnector<RemoteServerConfig<Id>, ConnectHttpServerOptions> {
  return {
    connectOptions: (config, { common, taps }) => ({
      ...common,
      transport: id,
      url: config.url,
      ...(config.headers ? { headers: config.headers } : {}),
      onHttp: taps.onHttp,
      ...(taps.onHttpChunk ? { onHttpChunk: taps.onHttpChunk } : {}),
    }),
    openSessions: openHttpSessions,
  };
}
