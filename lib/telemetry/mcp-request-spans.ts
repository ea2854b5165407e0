import "server-only";
import {
  type Attributes,
  type Context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
} from "@opentelemetry/api";
import { ATTR_ERROR_TYPE, ATTR_NETWORK_TRANSPORT } from "@opentelemetry/semantic-conventions";
import type { EventPayloads } from "@/lib/events/types";
import {
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_JSONRPC_PROTOCOL_VERSION,
  ATTR_JSONRPC_REQUEST_ID,
  ATTR_MCP_METHOD_NAME,
  ATTR_RPC_RESPONSE_STATUS_CODE,
} from "@/lib/telemetry/semconv";

/** The JSON-RPC fields an MCP span reads from a recorded message. */
interface RpcMessage {
  id?: string | number;
  method?: string;
  params?: { name?: unknown };
  error?: { code?: unknown; message?: unknown };
  result?: { isError?: unknown };
}

/** `network.transport` of an MCP transport: a process's pipes, or TCP for the HTTP ones. */
function networkTransportOf(transport: string | undefined): string | undefined {
  if (!transport) return undefined;
  return transport === "stdio" ? "pipe" : "tcp";
}

/**
 * The MCP client spans of one stream of `rpc` events (docs/telemetry.md): a span per JSON-RPC
 * request sent (`mcp.method.name`, the JSON-RPC id, the server, its transport), ended by its
 * response, marked failed with the error code when the answer is a JSON-RPC error or a tool
 * error. A playground turn's tool execution and an inspector connection both build theirs here.
 */
export class McpRequestSpans {
  private readonly open = new Map<string, Span>();

  constructor(private readonly tracer: Tracer) {}

  /**
   * Folds one `rpc` event in: a request sent opens its span under `parent`, its response ends it;
   * notifications and server-sent requests make none. `transport` is the server's, when known.
   */
  add(
    at: number,
    data: EventPayloads["rpc"],
    parent: Context | undefined,
    transport: string | undefined,
  ): void {
    const message = (data.message ?? {}) as RpcMessage;
    if (data.direction === "out") {
      if (message.method === undefined || message.id === undefined) return;
      this.request(
        at,
        data.serverId,
        message as RpcMessage & { method: string },
        parent,
        transport,
      );
      return;
    }
    this.answer(at, String(data.requestId ?? message.id), message);
  }

  /** Ends every span still waiting for its answer at `at`. */
  endAll(at: number): void {
    for (const span of this.open.values()) span.end(at);
    this.open.clear();
  }

  private request(
    at: number,
    serverId: string,
    message: RpcMessage & { method: string },
    parent: Context | undefined,
    transport: string | undefined,
  ): void {
    const toolName =
      message.method === "tools/call" && typeof message.params?.name === "string"
        ? message.params.name
        : undefined;
    const network = networkTransportOf(transport);
    const attributes: Attributes = {
      [ATTR_MCP_METHOD_NAME]: message.method,
      [ATTR_JSONRPC_REQUEST_ID]: String(message.id),
      [ATTR_JSONRPC_PROTOCOL_VERSION]: "2.0",
      "loupe.mcp.server": serverId,
      ...(transport ? { "loupe.mcp.transport": transport } : {}),
      ...(network ? { [ATTR_NETWORK_TRANSPORT]: network } : {}),
      ...(toolName ? { [ATTR_GEN_AI_TOOL_NAME]: toolName } : {}),
    };
    const span = this.tracer.startSpan(
      toolName ? `${message.method} ${toolName}` : message.method,
      { kind: SpanKind.CLIENT, startTime: at, attributes },
      parent,
    );
    const key = String(message.id);
    this.open.get(key)?.end(at);
    this.open.set(key, span);
  }

  private answer(at: number, key: string, message: RpcMessage): void {
    const span = this.open.get(key);
    if (!span) return;
    if (message.error) {
      const code = String(message.error.code ?? "error");
      span.setAttribute(ATTR_ERROR_TYPE, code);
      span.setAttribute(ATTR_RPC_RESPONSE_STATUS_CODE, code);
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: typeof message.error.message === "string" ? message.error.message : undefined,
      });
    } else if (message.result?.isError === true) {
      span.setAttribute(ATTR_ERROR_TYPE, "tool_error");
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end(at);
    this.open.delete(key);
  }
}
