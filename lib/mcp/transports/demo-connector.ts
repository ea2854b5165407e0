import "server-only";
import { demoLegacySseEndpoint } from "@/lib/demo/weather/legacy-sse";
import { DEMO_MCP_PATH, DEMO_MESSAGES_PATH, DEMO_SSE_PATH } from "@/lib/demo/weather/paths";
import { demoStreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";
import type { EventPayloads } from "@/lib/events/types";
import { createInProcessFetch } from "@/lib/http/in-process-fetch";
import type { ConnectHttpServerOptions } from "@/lib/mcp/connection";
import type { McpHttpTransportKind } from "@/lib/mcp/http-transport";
import { DEMO_WEATHER_SERVER_NAME, type DemoServerConfig } from "./demo";
import { openHttpSessions } from "./http-sessions";
import type { TransportConnector } from "./transport-connector";

/** How to reach the demo weather server and where its traffic goes. */
export interface DemoWeatherOptions {
  onRpc: (event: EventPayloads["rpc"]) => void;
  onHttp: (event: EventPayloads["http"]) => void;
  onHttpChunk?: (event: EventPayloads["http.chunk"]) => void;
  /** Streamable HTTP by default; `sse` for the legacy endpoint. */
  transport?: McpHttpTransportKind;
  /** Loupe's own origin, shown in recorded URLs; `http://127.0.0.1` when unknown. */
  origin?: string;
  requestTimeoutMs?: number;
  /** The turn the `initialize` handshake belongs to, if any. */
  turn?: number;
}

/**
 * A fetch that reaches the demo MCP endpoints (`/api/demo/mcp`, `/api/demo/sse`,
 * `/api/demo/messages`) inside this process, through the same code their routes run.
 */
export function createDemoWeatherFetch(): typeof fetch {
  return createInProcessFetch([
    {
      pathPrefix: DEMO_MCP_PATH,
      handler: (request) => demoStreamableHttpEndpoint().handle(request),
    },
    {
      pathPrefix: DEMO_SSE_PATH,
      handler: (request) => demoLegacySseEndpoint().openStream(request),
    },
    {
      pathPrefix: DEMO_MESSAGES_PATH,
      handler: (request) => demoLegacySseEndpoint().postMessage(request),
    },
  ]);
}

/**
 * The options that reach Loupe's demo weather server (`DEMO_WEATHER_SERVER_NAME`): a real MCP
 * exchange over a real HTTP transport, carried in-process so the loop needs neither the port
 * nor the network.
 */
export function demoWeatherConnectOptions(options: DemoWeatherOptions): ConnectHttpServerOptions {
  const transport = options.transport ?? "streamable-http";
  const origin = (options.origin ?? "http://127.0.0.1").replace(/\/+$/, "");
  const path = transport === "sse" ? DEMO_SSE_PATH : DEMO_MCP_PATH;
  return {
    serverId: DEMO_WEATHER_SERVER_NAME,
    transport,
    url: `${origin}${path}`,
    fetch: createDemoWeatherFetch(),
    onRpc: options.onRpc,
    onHttp: options.onHttp,
    ...(options.onHttpChunk ? { onHttpChunk: options.onHttpChunk } : {}),
    ...(options.requestTimeoutMs === undefined
      ? {}
      : { requestTimeoutMs: options.requestTimeoutMs }),
    ...(options.turn === undefined ? {} : { turn: options.turn }),
  };
}

/**
 * Reaches the demo weather server in-process over Streamable HTTP, so its sessions open as
 * Streamable HTTP's do. Of the common options it takes the JSON-RPC tap, the turn and the
 * request timeout: the demo declares no client capabilities and keeps its default timeouts.
 */
export const demoConnector: TransportConnector<DemoServerConfig, ConnectHttpServerOptions> = {
  connectOptions: (_config, { common, taps, origin }) =>
    demoWeatherConnectOptions({
      onRpc: common.onRpc,
      onHttp: taps.onHttp,
      ...(taps.onHttpChunk ? { onHttpChunk: taps.onHttpChunk } : {}),
      ...(origin === undefined ? {} : { origin }),
      ...(common.requestTimeoutMs === undefined
        ? {}
        : { requestTimeoutMs: common.requestTimeoutMs }),
      ...(common.turn === undefined ? {} : { turn: common.turn }),
    }),
  openSessions: openHttpSessions,
};
