import { describe, expect, it } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import { eventBuilder } from "@/test/support/session-events";
import { needsRefresh, refreshRetryDelay, sessionCheckpoint } from "./session-checkpoint";

describe("sessionCheckpoint", () => {
  it("points at the last event that changes the session's state, not at stream noise", () => {
    const event = eventBuilder();
    const events: LoupeEvent[] = [
      event("session.created", { task: "t", model: "demo", dialect: "xml", systemPrompt: "p" }),
      event("llm.sse", { turn: 1, type: "comment", lines: [": x"], chunkSeqs: [], offsetMs: 1 }),
      event("llm.delta", { turn: 1, channel: "content", text: "a", contentOffset: 0, sseSeq: 2 }),
    ];
    expect(sessionCheckpoint(events)).toBe(1);
    events.push(event("turn.end", { turn: 1, status: "done" }));
    expect(sessionCheckpoint(events)).toBe(4);
  });

  it("is 0 without events", () => {
    expect(sessionCheckpoint([])).toBe(0);
  });
});

describe("needsRefresh", () => {
  it("refreshes when the stream passed the snapshot's checkpoint", () => {
    expect(needsRefresh({ checkpoint: 9, knownCheckpoint: 4, failedCheckpoint: null })).toBe(true);
    expect(needsRefresh({ checkpoint: 4, knownCheckpoint: 4, failedCheckpoint: null })).toBe(false);
  });

  it("does not retry a failed refresh for the same checkpoint", () => {
    expect(needsRefresh({ checkpoint: 9, knownCheckpoint: 4, failedCheckpoint: 9 })).toBe(false);
  });

  it("retries after a failure once a newer checkpoint arrives", () => {
    expect(needsRefresh({ checkpoint: 12, knownCheckpoint: 4, failedCheckpoint: 9 })).toBe(true);
  });
});

describe("refreshRetryDelay", () => {
  it("backs off after each failed refresh, then leaves it to the next checkpoint", () => {
    const delays = [1, 2, 3].map((failures) => refreshRetryDelay(failures, 0));
    expect(delays.every((delay) => delay !== undefined)).toBe(true);
    expect(delays).toEqual([...delays].sort((a = 0, b = 0) => a - b));
    expect(refreshRetryDelay(4, 0)).toBeUndefined();
    expect(refreshRetryDelay(0, 0)).toBeUndefined();
  });

  it("retries a server error but not an answer that needs the person", () => {
    expect(refreshRetryDelay(1, 503)).toBeDefined();
    expect(refreshRetryDelay(1, 404)).toBeUndefined();
    expect(refreshRetryDelay(1, 401)).toBeUndefined();
  });
});
