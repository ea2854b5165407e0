import type { EventPayloads } from "@/lib/events/types";
import type { ConnectCommonOptions, ConnectMcpServerOptions } from "@/lib/mcp/connection";
import type { SessionOpener } from "./session-opener";

/** How one server is to be connected: what every connection takes, and where its traffic goes. */
export interface ConnectContext {
  /** The server's name, its JSON-RPC tap, turn, timeouts and client setup. */
  common: ConnectCommonOptions;
  /** Where the transport's own traffic is reported: HTTP exchanges, or a process's stderr and exit. */
  taps: {
    onHttp: (event: EventPayloads["http"]) => void;
    onHttpChunk?: (event: EventPayloads["http.chunk"]) => void;
    onStderr?: (event: EventPayloads["mcp.stderr"]) => void;
    onExit?: (event: EventPayloads["mcp.exit"]) => void;
  };
  /** Loupe's own origin, shown in the demo server's recorded URLs. */
  origin?: string;
}

/**
 * The server-only part of one MCP transport's connector: how a configuration becomes the
 * options `connectMcpServer` takes, and how sessions of those options are opened (the tapped
 * transport underneath). Its browser-safe part is its descriptor (`transport-descriptor.ts`).
 */
export interface TransportConnector<Config, Options extends ConnectMcpServerOptions> {
  /** The options that reach the server `config` describes, with the context's taps in place. */
  connectOptions(config: Config, context: ConnectContext): ConnectMcpServerOptions;
  /** Opens sessions of a server over this transport. */
  openSessions(options: Options, currentTurn: () => number | undefined): SessionOpener;
}
