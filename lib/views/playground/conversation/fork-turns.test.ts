import { describe, expect, it } from "vitest";
import { forkableTurns, latestForkableTurn } from "./fork-turns";
import type { TurnBlock } from "./timeline-blocks";

function block(turn: number, withObservation: boolean): TurnBlock {
  return {
    turn,
    status: withObservation ? "done" : "awaiting-decision",
    key: `turn-${turn}`,
    items: withObservation
      ? [
          {
            kind: "observation",
            key: `observation-${turn}`,
            turn,
            seq: turn * 10,
            source: "mcp",
            text: "Sunny",
            isError: false,
          },
        ]
      : [],
  };
}

describe("forkableTurns", () => {
  it("holds turn 0 and each turn that ended with an observation, not one waiting", () => {
    const turns = [block(1, true), block(2, true), block(3, false)];
    expect([...forkableTurns(turns)].sort()).toEqual([0, 1, 2]);
    expect(latestForkableTurn(turns)).toBe(2);
  });

  it("is turn 0 alone before any turn ended", () => {
    expect(latestForkableTurn([block(1, false)])).toBe(0);
    expect(latestForkableTurn([])).toBe(0);
  });
});
