import { describe, expect, it } from "vitest";
import type { TrafficMessage } from "@/lib/api/inspector";
import { latestSeq, notifiedSince, resourceUpdates } from "./updates";

const updated = (seq: number, uri: string): TrafficMessage => ({
  seq,
  at: seq * 1000,
  direction: "in",
  message: { jsonrpc: "2.0", method: "notifications/resources/updated", params: { uri } },
});

const traffic: TrafficMessage[] = [
  updated(1, "a://one"),
  {
    seq: 2,
    at: 2000,
    direction: "out",
    message: { jsonrpc: "2.0", id: 1, method: "resources/subscribe", params: { uri: "a://one" } },
  },
  updated(3, "a://one"),
  updated(4, "a://two"),
  {
    seq: 5,
    at: 5000,
    direction: "in",
    message: { jsonrpc: "2.0", method: "notifications/resources/list_changed" },
  },
  updated(6, "a://one"),
  {
    seq: 7,
    at: 7000,
    direction: "out",
    message: {
      jsonrpc: "2.0",
      method: "notifications/resources/updated",
      params: { uri: "a://one" },
    },
  },
];

describe("resourceUpdates", () => {
  it("counts the server's updates for one URI after a seq, with the last time", () => {
    expect(resourceUpdates(traffic, "a://one", 2)).toEqual({ count: 2, lastAt: 6000 });
    expect(resourceUpdates(traffic, "a://one", 0)).toEqual({ count: 3, lastAt: 6000 });
    expect(resourceUpdates(traffic, "a://two", 0)).toEqual({ count: 1, lastAt: 4000 });
  });

  it("answers none before the first update", () => {
    expect(resourceUpdates(traffic, "a://one", 7)).toEqual({ count: 0, lastAt: null });
  });
});

describe("notifiedSince", () => {
  it("finds a notification from the server after a seq only", () => {
    expect(notifiedSince(traffic, "notifications/resources/list_changed", 4)).toBe(true);
    expect(notifiedSince(traffic, "notifications/resources/list_changed", 5)).toBe(false);
    expect(notifiedSince(traffic, "notifications/prompts/list_changed", 0)).toBe(false);
  });
});

describe("latestSeq", () => {
  it("answers the newest seq, or 0", () => {
    expect(latestSeq(traffic)).toBe(7);
    expect(latestSeq([])).toBe(0);
  });
});
