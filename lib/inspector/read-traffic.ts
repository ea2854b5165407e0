import "server-only";
import type { TrafficChunk, TrafficExchange, TrafficPage } from "@/lib/api/inspector";
import { growExchange } from "@/lib/events/grow-exchange";
import { trafficLogId } from "@/lib/inspector/traffic-log";
import type { EventStore } from "@/lib/store";

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
