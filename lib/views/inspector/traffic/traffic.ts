import type { TrafficExchange, TrafficMessage } from "@/lib/api/inspector";
import type { InspectorLiveState } from "@/lib/views/inspector/live";

/** One row of a server's traffic: a JSON-RPC message, a raw HTTP exchange, a stderr line or an exit. */
export type TrafficItem =
  | {
      kind: "message";
      key: string;
      seq: number;
      at: number;
      direction: "out" | "in";
      /** `tools/list`, or for a response "result for #3" / "error for #3". */
      label: string;
      /** The method, a response taking its request's. */
      method: string | undefined;
      /** The key of its partner: a request's response or a response's request. */
      partnerKey: string | undefined;
      latencyMs: number | undefined;
      message: TrafficMessage;
    }
  | {
      kind: "exchange";
      key: string;
      seq: number;
      at: number;
      label: string;
      method: string | undefined;
      /** True while the response body is still arriving (an open event stream): the text so far. */
      streaming: boolean;
      exchange: TrafficExchange;
    }
  | { kind: "stderr"; key: string; seq: number; at: number; label: string; text: string }
  | {
      kind: "exit";
      key: string;
      seq: number;
      at: number;
      label: string;
      code: number | null;
      signal: string | null;
    };

interface RpcShape {
  id?: string | number;
  method?: string;
  result?: unknown;
  error?: unknown;
}

function rpcShape(message: unknown): RpcShape {
  return message !== null && typeof message === "object" ? (message as RpcShape) : {};
}

function hasId(shape: RpcShape): shape is RpcShape & { id: string | number } {
  return typeof shape.id === "string" || typeof shape.id === "number";
}

/** The JSON-RPC method a raw HTTP request body carries (the first one of a batch). */
export function exchangeMethod(exchange: Pick<TrafficExchange, "requestBody">): string | undefined {
  if (!exchange.requestBody) return undefined;
  try {
    const body: unknown = JSON.parse(exchange.requestBody);
    const first = Array.isArray(body) ? body[0] : body;
    const method = rpcShape(first).method;
    return typeof method === "string" ? method : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every item of the traffic in seq order, each JSON-RPC request paired with its response (the
 * first later message in the other direction with the same id and no method).
 */
export function trafficItems(
  live: Pick<InspectorLiveState, "messages" | "exchanges" | "stderr" | "exits">,
): TrafficItem[] {
  const items: TrafficItem[] = [];
  const open = new Map<string, Extract<TrafficItem, { kind: "message" }>>();
  for (const message of live.messages) {
    const shape = rpcShape(message.message);
    const key = `m${message.seq}`;
    const method = typeof shape.method === "string" ? shape.method : undefined;
    if (method !== undefined) {
      const item: TrafficItem = {
        kind: "message",
        key,
        seq: message.seq,
        at: message.at,
        direction: message.direction,
        label: method,
        method,
        partnerKey: undefined,
        latencyMs: undefined,
        message,
      };
      if (hasId(shape)) open.set(`${message.direction}:${String(shape.id)}`, item);
      items.push(item);
      continue;
    }
    const id = hasId(shape) ? shape.id : message.requestId;
    const outcome = shape.error !== undefined ? "error" : "result";
    const requestDirection = message.direction === "in" ? "out" : "in";
    const request = id === undefined ? undefined : open.get(`${requestDirection}:${String(id)}`);
    if (request && id !== undefined) {
      open.delete(`${requestDirection}:${String(id)}`);
      request.partnerKey = key;
    }
    items.push({
      kind: "message",
      key,
      seq: message.seq,
      at: message.at,
      direction: message.direction,
      label: id === undefined ? outcome : `${outcome} for #${String(id)}`,
      method: request?.method,
      partnerKey: request?.key,
      latencyMs: message.latencyMs ?? (request ? message.at - request.at : undefined),
      message,
    });
  }
  for (const exchange of live.exchanges) {
    const status = exchange.status === undefined ? "no answer" : String(exchange.status);
    items.push({
      kind: "exchange",
      key: `h${exchange.seq}`,
      seq: exchange.seq,
      at: exchange.at,
      label: `${exchange.method} ${exchange.url} ${status}`,
      method: exchangeMethod(exchange),
      streaming: exchange.open === true,
      exchange,
    });
  }
  for (const line of live.stderr) {
    items.push({
      kind: "stderr",
      key: `e${line.seq}`,
      seq: line.seq,
      at: line.at,
      label: line.text,
      text: line.text,
    });
  }
  for (const exit of live.exits) {
    items.push({
      kind: "exit",
      key: `x${exit.seq}`,
      seq: exit.seq,
      at: exit.at,
      label: describeExit(exit),
      code: exit.code,
      signal: exit.signal,
    });
  }
  return items.sort((a, b) => a.seq - b.seq);
}

/** "process exited with code 1" / "process was killed by SIGTERM". */
export function describeExit(exit: { code: number | null; signal: string | null }): string {
  if (exit.signal) return `process was killed by ${exit.signal}`;
  return `process exited with code ${exit.code ?? "unknown"}`;
}

/** What the traffic tab shows: a method (exact from the select, or part of one), a direction, a text. */
export interface TrafficFilter {
  method: string;
  direction: "both" | "out" | "in";
  text: string;
}

/** No filter: everything shows. */
export const noTrafficFilter: TrafficFilter = { method: "", direction: "both", text: "" };

/** The direction an item counts as: HTTP exchanges go both ways, stderr and exits come in. */
function itemDirection(item: TrafficItem): "out" | "in" | "both" {
  if (item.kind === "message") return item.direction;
  if (item.kind === "exchange") return "both";
  return "in";
}

/** The text a free-text filter searches: the label, and the JSON or raw text behind it. */
function searchableText(item: TrafficItem): string {
  switch (item.kind) {
    case "message":
      return `${item.label}\n${JSON.stringify(item.message.message)}`;
    case "exchange": {
      const { exchange } = item;
      return [
        item.label,
        JSON.stringify(exchange.requestHeaders),
        JSON.stringify(exchange.responseHeaders ?? {}),
        exchange.requestBody ?? "",
        exchange.responseBody ?? "",
      ].join("\n");
    }
    default:
      return item.label;
  }
}

/**
 * The items that pass the filter. A method matches when it contains the filter's text (case
 * aside); items without a method (stderr, exits) are hidden while a method is asked for.
 */
export function filterTraffic(items: readonly TrafficItem[], filter: TrafficFilter): TrafficItem[] {
  const method = filter.method.trim().toLowerCase();
  const text = filter.text.trim().toLowerCase();
  return items.filter((item) => {
    if (method) {
      const itemMethod =
        item.kind === "message" || item.kind === "exchange" ? item.method : undefined;
      if (!itemMethod?.toLowerCase().includes(method)) return false;
    }
    if (filter.direction !== "both") {
      const direction = itemDirection(item);
      if (direction !== "both" && direction !== filter.direction) return false;
    }
    return !text || searchableText(item).toLowerCase().includes(text);
  });
}

/** The methods seen in the traffic, sorted, for the method filter's choices. */
export function trafficMethods(items: readonly TrafficItem[]): string[] {
  const methods = new Set<string>();
  for (const item of items) {
    if ((item.kind === "message" || item.kind === "exchange") && item.method)
      methods.add(item.method);
  }
  return [...methods].sort();
}

/** Everything the page holds of a server's traffic, as one JSON document to download. */
export function trafficExport(
  server: { id: string; name: string; transport: string },
  live: Pick<InspectorLiveState, "messages" | "exchanges" | "stderr" | "exits" | "dropped">,
  exportedAt: Date,
): Record<string, unknown> {
  return {
    server: { id: server.id, name: server.name, transport: server.transport },
    exportedAt: exportedAt.toISOString(),
    dropped: live.dropped,
    messages: live.messages,
    exchanges: live.exchanges,
    stderr: live.stderr,
    exits: live.exits,
  };
}

/** A time of day to the millisecond, local: `14:03:07.042`. */
export function formatClock(at: number): string {
  const date = new Date(at);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, "0")}`;
}
