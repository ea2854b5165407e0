import { randomUUID } from "node:crypto";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { type JSONRPCMessage, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { jsonRpcErrorResponse } from "@/lib/demo/weather/json-rpc-error";
import { errorMessage } from "@/lib/errors";
import { MAX_MESSAGE_BYTES, readLimitedText } from "@/lib/http/read-limited-text";

/** Where the transport tells the client to post, and how often it writes keep-alive comments. */
export interface LegacySseTransportOptions {
  /** Path of the message endpoint; the transport appends `?sessionId=...`. */
  messagesPath: string;
  /** Milliseconds between `: keepalive` comments; 0 turns them off. */
  keepAliveMs?: number;
  maxMessageBytes?: number;
}

const encoder = new TextEncoder();

/**
 * The server side of MCP's legacy HTTP+SSE transport on web streams: the SDK's
 * `SSEServerTransport` writes to a Node `ServerResponse`, which a route handler does not have.
 * Messages to the client go out on `stream`; messages from it arrive through `handlePostMessage`.
 */
export class LegacySseServerTransport implements Transport {
  readonly sessionId = randomUUID();
  /** The `text/event-stream` body to answer the client's GET with. */
  readonly stream: ReadableStream<Uint8Array>;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport["onmessage"];

  private controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  private keepAliveTimer: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  private readonly options: Required<LegacySseTransportOptions>;

  constructor(options: LegacySseTransportOptions) {
    this.options = { keepAliveMs: 15_000, maxMessageBytes: MAX_MESSAGE_BYTES, ...options };
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
      cancel: () => this.close(),
    });
  }

  /** The URL the endpoint event announces, relative to the server's origin. */
  get endpointUrl(): string {
    const { messagesPath } = this.options;
    const separator = messagesPath.includes("?") ? "&" : "?";
    return `${messagesPath}${separator}sessionId=${encodeURIComponent(this.sessionId)}`;
  }

  /** Writes the `endpoint` event at once, so the stream opens before any message is sent. */
  async start(): Promise<void> {
    if (this.closed) throw new Error("The SSE stream is already closed.");
    this.write(`event: endpoint\ndata: ${this.endpointUrl}\n\n`);
    if (this.options.keepAliveMs > 0) {
      this.keepAliveTimer = setInterval(
        () => this.write(": keepalive\n\n"),
        this.options.keepAliveMs,
      );
      this.keepAliveTimer.unref?.();
    }
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) throw new Error(`MCP session ${this.sessionId}: the SSE stream is closed.`);
    this.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  }

  /**
   * Takes one JSON-RPC message POSTed by the client: 202 when accepted (the answer goes out on
   * the stream), 400 for a body that is not a JSON-RPC message, 413 when it is too large.
   */
  async handlePostMessage(request: Request): Promise<Response> {
    if (this.closed) {
      return jsonRpcErrorResponse(404, -32001, `Session not found: ${this.sessionId} has ended.`);
    }
    const body = await readLimitedText(request, this.options.maxMessageBytes);
    if (body.tooLarge) {
      return jsonRpcErrorResponse(
        413,
        -32000,
        `Payload Too Large: a message may be at most ${this.options.maxMessageBytes} bytes.`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(body.text);
    } catch (error) {
      const reason = errorMessage(error);
      return jsonRpcErrorResponse(
        400,
        -32700,
        `Parse error: the body is not valid JSON (${reason}).`,
      );
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      return jsonRpcErrorResponse(
        400,
        -32600,
        "Invalid Request: the body is not a JSON-RPC message.",
      );
    }
    const requestInfo = { headers: Object.fromEntries(request.headers), url: new URL(request.url) };
    this.onmessage?.(parsed.data, { requestInfo });
    return new Response("Accepted", { status: 202 });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.keepAliveTimer) clearInterval(this.keepAliveTimer);
    try {
      this.controller?.close();
    } catch {
      // The client already cancelled the stream.
    }
    this.onclose?.();
  }

  private write(text: string): void {
    if (this.closed) return;
    try {
      this.controller?.enqueue(encoder.encode(text));
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      void this.close();
    }
  }
}
