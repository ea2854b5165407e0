import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { jsonRpcErrorResponse } from "@/lib/demo/weather/json-rpc-error";
import { LegacySseServerTransport } from "@/lib/demo/weather/legacy-sse-transport";
import { DEMO_MESSAGES_PATH } from "@/lib/demo/weather/paths";
import { createWeatherServer } from "@/lib/demo/weather/server";
import { SessionRegistry, type SessionRegistryOptions } from "@/lib/demo/weather/session-registry";
import { runtimeSlot } from "@/lib/runtime";

interface LegacySseSession {
  transport: LegacySseServerTransport;
  server: McpServer;
  close(): Promise<void>;
}

/** Options of a legacy endpoint: its message path and the session limits. */
export interface LegacySseEndpointOptions extends SessionRegistryOptions {
  messagesPath?: string;
  keepAliveMs?: number;
}

/**
 * The demo weather server over legacy HTTP+SSE: a GET opens a session and its event stream,
 * POSTs to the message path with `?sessionId=` feed it. The session ends when the client leaves.
 */
export class LegacySseEndpoint {
  readonly sessions: SessionRegistry<LegacySseSession>;
  private readonly messagesPath: string;
  private readonly keepAliveMs: number | undefined;

  constructor(options: LegacySseEndpointOptions = {}) {
    this.sessions = new SessionRegistry(options);
    this.messagesPath = options.messagesPath ?? DEMO_MESSAGES_PATH;
    this.keepAliveMs = options.keepAliveMs;
  }

  /** Answers the GET that opens a session: an event stream starting with the `endpoint` event. */
  async openStream(request: Request): Promise<Response> {
    const transport = new LegacySseServerTransport({
      messagesPath: this.messagesPath,
      keepAliveMs: this.keepAliveMs,
    });
    const server = createWeatherServer();
    const session: LegacySseSession = { transport, server, close: () => server.close() };
    transport.onclose = () => this.sessions.remove(transport.sessionId);
    await server.connect(transport);
    this.sessions.add(transport.sessionId, session);
    if (request.signal.aborted) await session.close();
    else request.signal.addEventListener("abort", () => void session.close(), { once: true });
    return new Response(transport.stream, {
      headers: {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-cache, no-transform",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      },
    });
  }

  /** Answers a POSTed message: 202, or 400/404/413 with a JSON-RPC error body. */
  async postMessage(request: Request): Promise<Response> {
    const sessionId = new URL(request.url).searchParams.get("sessionId");
    if (!sessionId) {
      return jsonRpcErrorResponse(
        400,
        -32000,
        "Bad Request: the sessionId query parameter is missing; use the URL from the endpoint event.",
      );
    }
    const session = this.sessions.use(sessionId);
    if (!session) {
      return jsonRpcErrorResponse(
        404,
        -32001,
        `Session not found: SSE session "${sessionId}" is unknown or its stream has closed; open a new one with GET.`,
      );
    }
    return session.transport.handlePostMessage(request);
  }

  /** Closes every session (between tests, or at shutdown). */
  closeAll(): Promise<void> {
    return this.sessions.closeAll();
  }
}

/** The process-wide legacy endpoint that `/api/demo/sse` and `/api/demo/messages` serve. */
export function demoLegacySseEndpoint(): LegacySseEndpoint {
  return runtimeSlot("demo.weather.legacy-sse", () => new LegacySseEndpoint());
}
