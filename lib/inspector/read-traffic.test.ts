import { describe, expect, it } from "vitest";
import type { EventPayloads } from "@/lib/events/types";
import { readTraffic } from "@/lib/inspector/read-traffic";
import { trafficLogId } from "@/lib/inspector/traffic-log";
import { sessionServerTaps } from "@/lib/loop/session-servers";
import { registerSecret } from "@/lib/security/secret-registry";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

const serverId = "streams";

function trafficStore() {
  const store = new EventStore(openDatabase(":memory:"));
  const logId = trafficLogId(serverId);
  store.createSession({ id: logId, task: "traffic", model: "", kind: "traffic" });
  return { store, taps: sessionServerTaps(store, logId) };
}

const head: EventPayloads["http"] = {
  serverId,
  exchangeId: "stream-1",
  method: "GET",
  url: "http://127.0.0.1:1/sse",
  status: 200,
  requestHeaders: { accept: "text/event-stream" },
  responseHeaders: { "content-type": "text/event-stream" },
  responseBody: "",
  open: true,
};

const endpoint = "event: endpoint\ndata: /messages?sessionId=1\n\n";
const message = 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n';

describe("readTraffic and open streams", () => {
  it("answers an exchange open with the text of its pieces so far", () => {
    const { store, taps } = trafficStore();
    taps.onHttp(head);
    taps.onHttpChunk?.({ serverId, exchangeId: "stream-1", text: endpoint });
    taps.onHttpChunk?.({ serverId, exchangeId: "stream-1", text: message });
    const page = readTraffic(store, serverId);
    expect(page.exchanges).toEqual([
      expect.objectContaining({
        seq: 1,
        exchangeId: "stream-1",
        open: true,
        responseBody: endpoint + message,
      }),
    ]);
    expect(page.chunks).toBeUndefined();
    expect(page.lastSeq).toBe(3);
  });

  it("replaces an open exchange with its final record, in its place", () => {
    const { store, taps } = trafficStore();
    taps.onHttp(head);
    taps.onHttpChunk?.({ serverId, exchangeId: "stream-1", text: endpoint });
    taps.onHttp({
      serverId,
      exchangeId: "post-1",
      method: "POST",
      url: "http://127.0.0.1:1/messages",
      status: 202,
      requestHeaders: {},
      responseBody: "Accepted",
      durationMs: 3,
    });
    const { open: _open, ...final } = head;
    taps.onHttp({ ...final, responseBody: endpoint + message, durationMs: 120 });
    const page = readTraffic(store, serverId);
    expect(page.exchanges.map((exchange) => [exchange.seq, exchange.exchangeId])).toEqual([
      [1, "stream-1"],
      [3, "post-1"],
    ]);
    expect(page.exchanges[0]).toMatchObject({ responseBody: endpoint + message, durationMs: 120 });
    expect(page.exchanges[0]?.open).toBeUndefined();
  });

  it("hands pieces of an exchange opened before the page aside, and drops them once it ends", () => {
    const { store, taps } = trafficStore();
    taps.onHttp(head);
    taps.onHttpChunk?.({ serverId, exchangeId: "stream-1", text: endpoint });
    taps.onHttpChunk?.({ serverId, exchangeId: "stream-1", text: message });
    const later = readTraffic(store, serverId, 1);
    expect(later.exchanges).toEqual([]);
    expect(later.chunks).toEqual([
      { seq: 2, at: expect.any(Number), exchangeId: "stream-1", text: endpoint },
      { seq: 3, at: expect.any(Number), exchangeId: "stream-1", text: message },
    ]);

    const { open: _open, ...final } = head;
    taps.onHttp({ ...final, responseBody: endpoint + message, durationMs: 50 });
    const ended = readTraffic(store, serverId, 1);
    expect(ended.chunks).toBeUndefined();
    expect(ended.exchanges).toEqual([
      expect.objectContaining({ seq: 4, exchangeId: "stream-1", responseBody: endpoint + message }),
    ]);
  });

  it("counts the keep-alive comments of an open exchange across its pieces, in and out of the page", () => {
    const { store, taps } = trafficStore();
    taps.onHttp(head);
    taps.onHttpChunk?.({ serverId, exchangeId: "stream-1", text: endpoint });
    taps.onHttpChunk?.({
      serverId,
      exchangeId: "stream-1",
      text: ": keepalive\n\n",
      keepAlives: 1,
    });
    const twenty = ": keepalive\n\n".repeat(20);
    taps.onHttpChunk?.({ serverId, exchangeId: "stream-1", text: twenty, keepAlives: 20 });
    expect(readTraffic(store, serverId).exchanges[0]).toMatchObject({ open: true, keepAlives: 21 });
    expect(readTraffic(store, serverId, 2).chunks?.map((chunk) => chunk.keepAlives)).toEqual([
      1, 20,
    ]);
  });

  it("keeps exchanges recorded without an id as they are", () => {
    const { store, taps } = trafficStore();
    const { exchangeId: _id, open: _open, ...old } = head;
    taps.onHttp({ ...old, responseBody: endpoint });
    taps.onHttp({ ...old, responseBody: message });
    expect(readTraffic(store, serverId).exchanges.map((exchange) => exchange.responseBody)).toEqual(
      [endpoint, message],
    );
  });

  it("stores a piece carrying a known secret masked, and the exchange answers it masked", () => {
    const secret = "sk-stream-piece-0123456789";
    registerSecret(secret);
    const { store, taps } = trafficStore();
    taps.onHttp(head);
    taps.onHttpChunk?.({
      serverId,
      exchangeId: "stream-1",
      text: `data: {"token":"${secret}"}\n\n`,
    });
    const [, piece] = store.eventsPage(trafficLogId(serverId), 0, {
      maxEvents: 10,
      maxBytes: 1_000_000,
    });
    expect(piece).toMatchObject({ kind: "http.chunk", redacted: true });
    expect(JSON.stringify(piece)).not.toContain(secret);
    const body = readTraffic(store, serverId).exchanges[0]?.responseBody;
    expect(body).toBe(`data: {"token":"${"*".repeat(secret.length)}"}\n\n`);
  });
});
