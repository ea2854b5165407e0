import { describe, expect, it } from "vitest";
import type { TrafficExchange, TrafficMessage } from "@/lib/api/inspector";
import {
  describeExit,
  exchangeMethod,
  filterTraffic,
  formatClock,
  noTrafficFilter,
  trafficExport,
  trafficItems,
  trafficMethods,
} from "./traffic";

const message = (
  seq: number,
  direction: "out" | "in",
  body: Record<string, unknown>,
  extra: Partial<TrafficMessage> = {},
): TrafficMessage => ({
  seq,
  at: 1000 + seq * 10,
  direction,
  message: { jsonrpc: "2.0", ...body },
  ...extra,
});

const exchange = (seq: number, requestBody?: string): TrafficExchange => ({
  seq,
  at: 1000 + seq * 10,
  method: "POST",
  url: "http://127.0.0.1:1/mcp",
  status: 200,
  requestHeaders: { "content-type": "application/json" },
  responseHeaders: { "mcp-session-id": "abc" },
  ...(requestBody === undefined ? {} : { requestBody }),
  responseBody: 'event: message\ndata: {"jsonrpc":"2.0","id":0,"result":{}}\n\n',
});

const live = {
  messages: [
    message(1, "out", { id: 0, method: "initialize", params: {} }),
    message(
      3,
      "in",
      { id: 0, result: { protocolVersion: "2025-06-18" } },
      { requestId: 0, latencyMs: 12 },
    ),
    message(4, "out", { method: "notifications/initialized" }),
    message(5, "in", { id: 7, method: "sampling/createMessage", params: {} }),
    message(6, "out", { id: 1, method: "tools/list" }),
    message(7, "in", { id: 1, error: { code: -32601, message: "nope" } }),
    message(8, "out", { id: 7, result: { role: "assistant" } }),
  ],
  exchanges: [exchange(2, '{"jsonrpc":"2.0","id":0,"method":"initialize"}')],
  stderr: [{ seq: 9, at: 1090, text: "warning: something" }],
  exits: [{ seq: 10, at: 1100, code: 1, signal: null }],
};

describe("trafficItems", () => {
  const items = trafficItems(live);

  it("lists every kind in seq order with a label each", () => {
    expect(items.map((item) => item.label)).toEqual([
      "initialize",
      "POST http://127.0.0.1:1/mcp 200",
      "result for #0",
      "notifications/initialized",
      "sampling/createMessage",
      "tools/list",
      "error for #1",
      "result for #7",
      "warning: something",
      "process exited with code 1",
    ]);
  });

  it("pairs a request with its response both ways, with the response's latency", () => {
    const byLabel = (label: string) => items.find((item) => item.label === label);
    const request = byLabel("initialize");
    const response = byLabel("result for #0");
    expect(request?.kind === "message" && request.partnerKey).toBe(response?.key);
    expect(response?.kind === "message" && response.partnerKey).toBe(request?.key);
    expect(response?.kind === "message" && response.latencyMs).toBe(12);
    expect(response?.kind === "message" && response.method).toBe("initialize");
  });

  it("pairs a server's request with the answer sent back, and measures the latency itself", () => {
    const answer = items.find((item) => item.label === "result for #7");
    expect(answer?.kind === "message" && answer.method).toBe("sampling/createMessage");
    expect(answer?.kind === "message" && answer.latencyMs).toBe(30);
  });

  it("marks an open event stream streaming, with the text so far, and a finished one not", () => {
    const open: TrafficExchange = {
      ...exchange(11),
      method: "GET",
      exchangeId: "stream-1",
      open: true,
      requestHeaders: { accept: "text/event-stream" },
      responseBody: "event: endpoint\ndata: /messages\n\n",
    };
    const [streaming] = trafficItems({ ...live, exchanges: [open] }).filter(
      (item) => item.kind === "exchange",
    );
    expect(streaming).toMatchObject({
      kind: "exchange",
      label: "GET http://127.0.0.1:1/mcp 200",
      streaming: true,
      exchange: { responseBody: "event: endpoint\ndata: /messages\n\n" },
    });
    expect(items.find((item) => item.kind === "exchange")).toMatchObject({ streaming: false });
  });

  it("leaves notifications unpaired", () => {
    const notification = items.find((item) => item.label === "notifications/initialized");
    expect(notification?.kind === "message" && notification.partnerKey).toBeUndefined();
  });
});

describe("filterTraffic", () => {
  const items = trafficItems(live);
  const labels = (filter: Partial<typeof noTrafficFilter>) =>
    filterTraffic(items, { ...noTrafficFilter, ...filter }).map((item) => item.label);

  it("keeps everything without a filter", () => {
    expect(labels({})).toHaveLength(items.length);
  });

  it("finds a method by part of its name, responses and the HTTP exchange that carried it included", () => {
    expect(labels({ method: "INIT" })).toEqual([
      "initialize",
      "POST http://127.0.0.1:1/mcp 200",
      "result for #0",
      "notifications/initialized",
    ]);
  });

  it("keeps one direction, HTTP exchanges going both ways and stderr counting as incoming", () => {
    expect(labels({ direction: "out" })).toEqual([
      "initialize",
      "POST http://127.0.0.1:1/mcp 200",
      "notifications/initialized",
      "tools/list",
      "result for #7",
    ]);
    expect(labels({ direction: "in" })).toContain("warning: something");
  });

  it("searches the JSON and the raw text", () => {
    expect(labels({ text: "mcp-session-id" })).toEqual(["POST http://127.0.0.1:1/mcp 200"]);
    expect(labels({ text: "-32601" })).toEqual(["error for #1"]);
  });
});

describe("trafficMethods", () => {
  it("lists each method once, sorted", () => {
    expect(trafficMethods(trafficItems(live))).toEqual([
      "initialize",
      "notifications/initialized",
      "sampling/createMessage",
      "tools/list",
    ]);
  });
});

describe("exchangeMethod", () => {
  it("reads the method of a body, the first of a batch, and nothing from a body that is not JSON", () => {
    expect(exchangeMethod({ requestBody: '[{"method":"ping"},{"method":"x"}]' })).toBe("ping");
    expect(exchangeMethod({ requestBody: "not json" })).toBeUndefined();
    expect(exchangeMethod({})).toBeUndefined();
  });
});

describe("describeExit", () => {
  it("names a signal before a code", () => {
    expect(describeExit({ code: null, signal: "SIGKILL" })).toBe("process was killed by SIGKILL");
    expect(describeExit({ code: null, signal: null })).toBe("process exited with code unknown");
  });
});

describe("trafficExport", () => {
  it("holds the server, the time and everything the page holds", () => {
    const document = trafficExport(
      { id: "s1", name: "everything", transport: "stdio" },
      { ...live, dropped: 0 },
      new Date(0),
    );
    expect(document).toMatchObject({
      server: { id: "s1", name: "everything", transport: "stdio" },
      exportedAt: "1970-01-01T00:00:00.000Z",
      dropped: 0,
    });
    expect(document.messages).toHaveLength(7);
  });
});

describe("formatClock", () => {
  it("shows the local time of day to the millisecond", () => {
    expect(formatClock(new Date(2025, 0, 2, 4, 5, 6, 7).getTime())).toBe("04:05:06.007");
  });
});
