import "server-only";
import type { EventPayloads } from "@/lib/events/types";
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

/** One raw HTTP exchange of an inspected server (Streamable HTTP or SSE), as its `http` event has it. */
export type TrafficExchange = Omit<EventPayloads["http"], "serverId" | "turn"> & {
  seq: number;
  at: number;
};

/** A page of an inspected server's traffic: messages, exchanges, stderr and exits, in order. */
export interface TrafficPage {
  messages: TrafficMessage[];
  exchanges: TrafficExchange[];
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
        page.exchanges.push({ seq, at, ...exchange });
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
  page.more = events.length > 0 && store.lastSeq(logId) > page.lastSeq;
  return page;
}
