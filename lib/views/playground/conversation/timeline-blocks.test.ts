import { describe, expect, it } from "vitest";
import type { TimelineItem } from "./session-timeline";
import { timelineBlocks } from "./timeline-blocks";

const task: TimelineItem = { kind: "task", key: "task", text: "Weather?", model: "demo" };
const turn = (number: number): TimelineItem => ({
  kind: "turn",
  key: `turn-${number}`,
  turn: number,
  status: "decided",
});
const decision = (number: number): TimelineItem => ({
  kind: "decision",
  key: `decision-${number}`,
  turn: number,
  decision: "execute",
});

describe("timelineBlocks", () => {
  it("keeps the task before the first turn and cuts the rest at each turn's divider", () => {
    const blocks = timelineBlocks([task, turn(1), decision(1), turn(2), decision(2)]);
    expect(blocks.before).toEqual([task]);
    expect(blocks.turns.map((block) => [block.turn, block.key, block.items.length])).toEqual([
      [1, "turn-1", 1],
      [2, "turn-2", 1],
    ]);
    expect(blocks.turns[1]?.items[0]).toEqual(decision(2));
  });

  it("has no turn blocks before the first step", () => {
    expect(timelineBlocks([task])).toEqual({ before: [task], turns: [] });
    expect(timelineBlocks([])).toEqual({ before: [], turns: [] });
  });
});
