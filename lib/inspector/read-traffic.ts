import "server-only";
import type { EventPayloads } from "@/lib/events/types";
import { growExchange } from "@/lib/inspector/grow-exchange";
import { trafficLogId } from "@/lib/inspector/traffic-log";
import type { EventStore } from "@/lib/store";

/** One JSON-RPC message of an inspected server's traffic. */
export interface TrafficMessage {
  seq: number;
  at: number;
  direction: "out" | "in";
  message: unknown;
  /** For a response: the id of the request it answers, and the time since that request. */
  requestId?: string | number;
  latencyMs?: number;
}

/**
 * One raw HTTP exchange of an inspected server (Streamable HTTP or SSE), as its `http` events
 * have it. `exchangeId` names it (absent in logs written before ids existed). An event-stream
 * response is `open: true` while its body still streams: `responseBody` is then the text so far
 * (the opening record's and its `http.chunk` pieces'); once the body ends, the final record
 * replaces it and `open` is absent. `seq` and `at` are those of its first record in the page.
 */
export type TrafficExchange = Omit<EventPayloads["http"], "serverId" | "turn"> & {
  seq: number;
  at: number;
  /** While it is open: how many keep-alive comments its body has held so far, when any. */
  keepAlives?: number;
};

/** A piece of the body of an open exchange that began before the page (see `TrafficPage.chunks`). */
export interface TrafficChunk {
  seq: number;
  at: number;
  exchangeId: string;
  text: string;
  /** How many keep-alive comments the text holds, when any. */
  keepAlives?: number;
}

/** A page of an inspected server's traffic: messages, exchanges, stderr and exits, in order. */
export interface TrafficPage {
  messages: TrafficMessage[];
  exchanges: TrafficExchange[];
  /**
   * Pieces of open exchanges that began in an earlier page and have not ended in this one, to
   * add to the `responseBody` of the exchange with that `exchangeId`; absent when there are none.
   */
  chunks?: TrafficChunk[];
  stderr: Array<{ seq: number; at: number; text: string }>;
  exits: Array<{ seq: number; at: number; code: number | null; signal: string | null }>;
  /** The seq to ask `after` next; the same `after` when nothing followed. */
  lastSeq: number;
  /** True when the page stopped at its limit and more events follow. */
  more: boolean;
}

/** Most events one traffic page reads. */
export const TRAFFIC_PAGE_EVENTS = 1_000;
const TRAFFIC_PAGE_BYTES = 4 * 1024 * 1024;

/** The listed server's traffic after `after` (a seq), at most a page of events. */
export function readTraffic(store: EventStore, serverId: string, after = 0): TrafficPage {
  const logId = trafficLogId(serverId);
  const page: TrafficPage = {
    messages: [],
    exchanges: [],
    stderr: [],
    exits: [],
    lastSeq: after,
    more: false,
  };
  if (!store.getSession(logId)) return page;
  const events = store.eventsPage(logId, after, {
    maxEvents: TRAFFIC_PAGE_EVENTS,
    maxBytes: TRAFFIC_PAGE_BYTES,
  });
  const exchanges = new TrafficExchanges();
  for (const event of events) {
    const { seq, at } = event;
    page.lastSeq = seq;
    switch (event.kind) {
      case "rpc": {
        const { direction, message, requestId, latencyMs } = event.data;
        page.messages.push({
          seq,
          at,
          direction,
          message,
          ...(requestId === undefined ? {} : { requestId }),
          ...(latencyMs === undefined ? {} : { latencyMs }),
        });
        break;
      }
      case "http": {
        const { serverId: _serverId, turn: _turn, ...exchange } = event.data;
        exchanges.record({ seq, at, ...exchange });
        break;
      }
      case "http.chunk": {
        const { exchangeId, text, keepAlives } = event.data;
        exchanges.grow({ seq, at, exchangeId, text, ...(keepAlives ? { keepAlives } : {}) });
        break;
      }
      case "mcp.stderr":
        page.stderr.push({ seq, at, text: event.data.text });
        break;
      case "mcp.exit":
        page.exits.push({ seq, at, code: event.data.code, signal: event.data.signal });
        break;
    }
  }
  page.exchanges = exchanges.exchanges;
  const chunks = exchanges.chunks;
  if (chunks.length > 0) page.chunks = chunks;
  page.more = events.length > 0 && store.lastSeq(logId) > page.lastSeq;
  return page;
}

/**
 * The exchanges of a page, merged by `exchangeId`: an open one grows with its pieces, the final
 * record replaces it in place; pieces of exchanges opened before the page are kept aside.
 */
class TrafficExchanges {
  readonly exchanges: TrafficExchange[] = [];
  private readonly orphans: TrafficChunk[] = [];
  private readonly byId = new Map<string, number>();
  private readonly ended = new Set<string>();

  record(exchange: TrafficExchange): void {
    const { exchangeId } = exchange;
    if (exchangeId === undefined) {
      this.exchanges.push(exchange);
      return;
    }
    const index = this.byId.get(exchangeId);
    if (!exchange.open) this.ended.add(exchangeId);
    if (index === undefined) {
      this.byId.set(exchangeId, this.exchanges.length);
      this.exchanges.push(exchange);
      return;
    }
    const first = this.exchanges[index] as TrafficExchange;
    this.exchanges[index] = { ...exchange, seq: first.seq, at: first.at };
  }

  /** The pieces of exchanges opened before the page that did not end in it. */
  get chunks(): TrafficChunk[] {
    return this.orphans.filter((chunk) => !this.ended.has(chunk.exchangeId));
  }

  grow(chunk: TrafficChunk): void {
    if (this.ended.has(chunk.exchangeId)) return;
    const index = this.byId.get(chunk.exchangeId);
    if (index === undefined) {
      this.orphans.push(chunk);
      return;
    }
    this.exchanges[index] = growExchange(this.exchanges[index] as TrafficExchange, chunk);
  }
}
