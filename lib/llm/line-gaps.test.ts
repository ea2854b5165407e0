import { describe, expect, it } from "vitest";
import type { EventPayloads } from "@/lib/events/types";
import { createLineGapTracker } from "@/lib/llm/line-gaps";

function frame(type: "event" | "comment", offsetMs: number): EventPayloads["llm.sse"] {
  return { turn: 1, type, lines: [], chunkSeqs: [1], offsetMs };
}

describe("createLineGapTracker", () => {
  it("times each line since the last data line and since the last comment, apart", () => {
    const tracker = createLineGapTracker(100);
    const seen = [
      frame("comment", 1100),
      frame("comment", 2100),
      frame("event", 2600),
      frame("event", 2650),
    ].map((line) => tracker.annotate(line));
    expect(seen.map(({ sinceDataMs, sinceCommentMs }) => [sinceDataMs, sinceCommentMs])).toEqual([
      [1000, undefined],
      [2000, 1000],
      [2500, 500],
      [50, 550],
    ]);
    expect(tracker.summary()).toEqual({ longestDataGapMs: 2500, keepAliveComments: 2 });
  });

  it("keeps the frame's own fields and reports no data gap before any data line", () => {
    const tracker = createLineGapTracker(0);
    const annotated = tracker.annotate({ ...frame("comment", 5), comment: "ping" });
    expect(annotated).toEqual({ ...frame("comment", 5), comment: "ping", sinceDataMs: 5 });
    expect(tracker.summary()).toEqual({ keepAliveComments: 1 });
  });
});
