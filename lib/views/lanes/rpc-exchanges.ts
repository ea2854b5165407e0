import type { LoupeEvent } from "@/lib/events/types";
import { formatDuration } from "@/lib/views/shared/format";

/** One JSON-RPC message as the JSON-RPC lane shows it. */
export interface RpcMessageView {
  seq: number;
  at: number;
  direction: "out" | "in";
  message: unknown;
}

/** A JSON-RPC request with its response, or a lone notification or unmatched response. */
export interface RpcExchange {
  key: string;
  serverId: string;
  kind: "request" | "notification" | "response";
  method?: string;
  id?: string | number;
  request?: RpcMessageView;
  response?: RpcMessageView;
  latencyMs?: number;
  /** The response carries a JSON-RPC error or a tool result flagged `isError`. */
  isError: boolean;
}

/** Pairs JSON-RPC requests with their responses (by server, direction and id), in order. */
export function pairRpcMessages(events: readonly LoupeEvent[]): RpcExchange[] {
  const exchanges: RpcExchange[] = [];
  const open = new Map<string, RpcExchange>();
  for (const event of events) {
    if (event.kind !== "rpc") continue;
    const { serverId, direction, message } = event.data;
    const record = asRecord(message);
    const method = typeof record?.method === "string" ? record.method : undefined;
    const id = rpcId(record?.id);
    const view: RpcMessageView = { seq: event.seq, at: event.at, direction, message };
    if (method !== undefined) {
      const exchange: RpcExchange = {
        key: `rpc-${event.seq}`,
        serverId,
        kind: id === undefined ? "notification" : "request",
        method,
        id,
        request: view,
        isError: false,
      };
      exchanges.push(exchange);
      if (id !== undefined) open.set(pairKey(serverId, direction, id), exchange);
      continue;
    }
    const answered = rpcId(event.data.requestId) ?? id;
    const requestDirection = direction === "in" ? "out" : "in";
    const pending =
      answered === undefined ? undefined : open.get(pairKey(serverId, requestDirection, answered));
    const isError = responseIsError(record);
    if (pending && answered !== undefined) {
      open.delete(pairKey(serverId, requestDirection, answered));
      pending.response = view;
      pending.isError = isError;
      pending.latencyMs = event.data.latencyMs ?? event.at - (pending.request?.at ?? event.at);
      continue;
    }
    exchanges.push({
      key: `rpc-${event.seq}`,
      serverId,
      kind: "response",
      id: answered,
      response: view,
      latencyMs: event.data.latencyMs,
      isError,
    });
  }
  return exchanges;
}

/**
 * What an exchange's row says, as one accessible name: method and id first (what a person looks
 * for), then the direction, server, status and latency the row shows as arrows and badges.
 */
export function rpcExchangeLabel(exchange: RpcExchange): string {
  const first = exchange.request ?? exchange.response;
  const parts = [
    `${exchange.method ?? "response"}${exchange.id !== undefined ? ` #${exchange.id}` : ""}`,
    first?.direction === "out" ? "host to server" : "server to host",
    exchange.serverId,
  ];
  if (exchange.kind === "notification") parts.push("notification");
  else if (!exchange.response) parts.push("no response");
  else parts.push(exchange.isError ? "error" : "ok");
  if (exchange.latencyMs !== undefined) parts.push(formatDuration(exchange.latencyMs));
  return parts.join(", ");
}

function pairKey(serverId: string, requestDirection: string, id: string | number): string {
  return `${serverId}\u0000${requestDirection}\u0000${String(id)}`;
}

function rpcId(value: unknown): string | number | undefined {
  return typeof value === "string" || typeof value === "number" ? value : undefined;
}

function responseIsError(record: Record<string, unknown> | undefined): boolean {
  if (!record) return false;
  if (record.error !== undefined) return true;
  return asRecord(record.result)?.isError === true;
}

/** The value as a plain object, or undefined when it is not one. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
