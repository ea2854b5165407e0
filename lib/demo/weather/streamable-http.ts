import { randomUUID } from "node:crypto";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { jsonRpcErrorResponse } from "@/lib/demo/weather/json-rpc-error";
import { createWeatherServer } from "@/lib/demo/weather/server";
import { SessionRegistry, type SessionRegistryOptions } from "@/lib/demo/weather/session-registry";
import { MAX_MESSAGE_BYTES, readLimitedText } from "@/lib/http/read-limited-text";
import { runtimeSlot } from "@/lib/runtime";

interface StreamableHttpSession {
  transport: WebStandardStreamableHTTPServerTransport;
  server: McpServer;
  close(): Promise<void>;
}

const encoder = new TextEncoder();

/**
 * The demo weather server over stateful Streamable HTTP: one transport and server per MCP
 * session, created on `initialize` and found again by the `Mcp-Session-Id` header.
 */
export class StreamableHttpEndpoint {
  readonly sessions: SessionRegistry<StreamableHttpSession>;
  private readonly keepAliveMs: number | undefined;

  /** `keepAliveMs`: between the GET stream's `: keepalive` comments (the SDK's 15 s by default). */
  constructor(options: SessionRegistryOptions & { keepAliveMs?: number } = {}) {
    this.sessions = new SessionRegistry(options);
    this.keepAliveMs = options.keepAliveMs;
  }

  /** Answers one GET, POST or DELETE on the endpoint. */
  async handle(request: Request): Promise<Response> {
    const sessionId = request.headers.get("mcp-session-id");
    if (sessionId) {
      const session = this.sessions.use(sessionId);
      if (!session) {
        return jsonRpcErrorResponse(
          404,
          -32001,
          `Session not found: MCP session "${sessionId}" is unknown or has ended; send a new initialize request without Mcp-Session-Id.`,
        );
      }
      const response = await session.transport.handleRequest(request);
      return request.method === "GET" ? withOpeningComment(response) : response;
    }
    if (request.method !== "POST") {
      return jsonRpcErrorResponse(
        400,
        -32000,
        `Bad Request: ${request.method} needs an Mcp-Session-Id header; start a session with a POST initialize request.`,
      );
    }
    return this.initialize(request);
  }

  /** Closes every session (between tests, or at shutdown). */
  closeAll(): Promise<void> {
    return this.sessions.closeAll();
  }

  private async initialize(request: Request): Promise<Response> {
    const body = await readLimitedText(request, MAX_MESSAGE_BYTES);
    if (body.tooLarge) {
      return jsonRpcErrorResponse(
        413,
        -32000,
        `Payload Too Large: a message may be at most ${MAX_MESSAGE_BYTES} bytes.`,
      );
    }
    let message: unknown;
    try {
      message = JSON.parse(body.text);
    } catch {
      return jsonRpcErrorResponse(400, -32700, "Parse error: the body is not valid JSON.");
    }
    const messages = Array.isArray(message) ? message : [message];
    if (!messages.some((item) => isInitializeRequest(item))) {
      return jsonRpcErrorResponse(
        400,
        -32000,
        "Bad Request: no Mcp-Session-Id header and not an initialize request; initialize a session first.",
      );
    }
    const session = this.createSession();
    await session.server.connect(session.transport);
    const response = await session.transport.handleRequest(request, { parsedBody: message });
    if (!session.transport.sessionId) await session.close();
    return response;
  }

  private createSession(): StreamableHttpSession {
    const server = createWeatherServer();
    const transport: WebStandardStreamableHTTPServerTransport =
      new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => this.sessions.add(id, session),
        ...(this.keepAliveMs === undefined ? {} : { keepAliveMs: this.keepAliveMs }),
      });
    const session: StreamableHttpSession = {
      transport,
      server,
      close: () => server.close(),
    };
    transport.onclose = () => {
      if (transport.sessionId) this.sessions.remove(transport.sessionId);
    };
    return session;
  }
}

/**
 * Starts a GET event stream with a comment line: Next sends no headers until the first body
 * chunk, and without it the client would wait for the first keep-alive to see the stream open.
 */
function withOpeningComment(response: Response): Response {
  const isEventStream = response.headers.get("content-type")?.startsWith("text/event-stream");
  if (!isEventStream || !response.body) return response;
  const reader = response.body.getReader();
  let opened = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(": connected\n\n"));
        return;
      }
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

/** The process-wide demo Streamable HTTP endpoint that `/api/demo/mcp` serves. */
export function demoStreamableHttpEndpoint(): StreamableHttpEndpoint {
  return runtimeSlot("demo.weather.streamable-http", () => new StreamableHttpEndpoint());
}
