import { describe, expect, it } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import { sessionCheckpoint } from "./session-checkpoint";
import { eventBuilder } from "./test-events";

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
