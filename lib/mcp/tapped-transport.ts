import type {
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, MessageExtraInfo } from "@modelcontextprotocol/sdk/types.js";
import type { EventPayloads } from "@/lib/events/types";
import { tooDeepPath } from "@/lib/json/json-depth";
import { isRequestId, type RequestId } from "@/lib/mcp/not-json-rpc";
import { tooDeepRefusal } from "@/lib/mcp/too-deep-message";

/** One JSON-RPC message as recorded; the connection adds the server id and turn. */
export type RpcRecord = Omit<EventPayloads["rpc"], "serverId" | "turn">;

type Direction = RpcRecord["direction"];
function requestIdOf(message: JSONRPCMessage): RequestId | undefined {
  return "id" in message && isRequestId(message.id) ? message.id : undefined;
}

/**
 * Wraps an SDK transport so every JSON-RPC message out (`send`) and in (`onmessage`) is reported,
 * and each response carries the id of the request it answers and the time since that request.
 * A message in that nests past `MAX_JSON_DEPTH` is reported (the store keeps its deep parts as
 * text) and refused (`tooDeepRefusal`), so nothing above the transport walks it and overflows.
 */
export class TappedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  /** The protocol version `initialize` settled on, once it has. */
  protocolVersion: string | undefined;

  /** When each request still awaiting its response was seen, keyed by direction and id. */
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly inner: Transport,
    private readonly onRpc: (record: RpcRecord) => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    inner.onmessage = (message, extra) => {
      this.record("in", message);
      const deep = tooDeepPath(message);
      if (deep === undefined) {
        this.onmessage?.(message, extra);
        return;
      }
      const { toClient, toServer } = tooDeepRefusal(message, deep);
      if (toClient) this.onmessage?.(toClient, extra);
      if (toServer) this.send(toServer).catch(() => undefined);
    };
    inner.onclose = () => {
      this.pending.clear();
      this.onclose?.();
    };
    inner.onerror = (error) => this.onerror?.(error);
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    this.record("out", message);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  setProtocolVersion(version: string): void {
    this.protocolVersion = version;
    this.inner.setProtocolVersion?.(version);
  }

  private record(direction: Direction, message: JSONRPCMessage): void {
    const id = requestIdOf(message);
    if ("method" in message) {
      if (id !== undefined) this.pending.set(`${direction}:${id}`, this.now());
      if (message.method === "notifications/cancelled") this.forgetCancelled(direction, message);
      this.safeReport({ direction, message });
      return;
    }
    if (id === undefined) {
      this.safeReport({ direction, message });
      return;
    }
    const requestKey = `${direction === "in" ? "out" : "in"}:${id}`;
    const sentAt = this.pending.get(requestKey);
    this.pending.delete(requestKey);
    this.safeReport({
      direction,
      message,
      requestId: id,
      ...(sentAt === undefined ? {} : { latencyMs: roundMs(this.now() - sentAt) }),
    });
  }

  /** A cancelled request gets no response: stop waiting for one. */
  private forgetCancelled(direction: Direction, message: JSONRPCMessage): void {
    const params = "params" in message ? (message.params as { requestId?: unknown }) : undefined;
    const id = params?.requestId;
    if (isRequestId(id)) this.pending.delete(`${direction}:${id}`);
  }

  private safeReport(record: RpcRecord): void {
    try {
      this.onRpc(record);
    } catch (error) {
      console.error("[loupe] recording a JSON-RPC message failed:", error);
    }
  }
}

function roundMs(value: number): number {
  return Math.round(value * 1000) / 1000;
}
