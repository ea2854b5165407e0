import { describe, expect, it } from "vitest";
import {
  firstEndingBelow,
  TURN_WINDOW_MARGIN,
  TURN_WINDOW_TAIL,
  turnsToRender,
  WINDOW_FROM_TURNS,
} from "./turn-window";

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("turnsToRender", () => {
  it("renders every turn of a session that is not long", () => {
    expect(turnsToRender({ turns: numbered(WINDOW_FROM_TURNS), visible: null, kept: [] })).toBe(
      "all",
    );
  });

  it("windows a session known to be long while its first turns arrive", () => {
    const rendered = turnsToRender({
      turns: numbered(WINDOW_FROM_TURNS),
      visible: null,
      kept: [],
      sessionTurns: 400,
    });
    expect([...(rendered as Set<number>)].sort((a, b) => a - b)).toEqual(
      numbered(WINDOW_FROM_TURNS).slice(-TURN_WINDOW_TAIL),
    );
    expect(turnsToRender({ turns: numbered(3), visible: null, kept: [], sessionTurns: 3 })).toBe(
      "all",
    );
  });

  it("renders the latest turns of a long one before anything is in view", () => {
    const rendered = turnsToRender({ turns: numbered(400), visible: null, kept: [] });
    expect([...(rendered as Set<number>)].sort((a, b) => a - b)).toEqual(
      numbered(400).slice(-TURN_WINDOW_TAIL),
    );
  });

  it("renders the turns in view with a margin, the latest, and the selected one", () => {
    const rendered = turnsToRender({
      turns: numbered(400),
      visible: { first: 100, last: 102 },
      kept: [3, null, undefined],
    }) as Set<number>;
    expect(rendered.has(3)).toBe(true);
    expect(rendered.has(100 - TURN_WINDOW_MARGIN)).toBe(true);
    expect(rendered.has(100 - TURN_WINDOW_MARGIN - 1)).toBe(false);
    expect(rendered.has(102 + TURN_WINDOW_MARGIN)).toBe(true);
    expect(rendered.has(102 + TURN_WINDOW_MARGIN + 1)).toBe(false);
    expect(rendered.has(400)).toBe(true);
    expect(rendered.size).toBe(1 + (3 + 2 * TURN_WINDOW_MARGIN) + TURN_WINDOW_TAIL);
  });
});

describe("firstEndingBelow", () => {
  const bottoms = [100, 250, 300, 600];
  it("finds the first element whose bottom is below the offset", () => {
    const bottomOf = (index: number) => bottoms[index] ?? 0;
    expect(firstEndingBelow(bottoms.length, 0, bottomOf)).toBe(0);
    expect(firstEndingBelow(bottoms.length, 100, bottomOf)).toBe(1);
    expect(firstEndingBelow(bottoms.length, 299, bottomOf)).toBe(2);
    expect(firstEndingBelow(bottoms.length, 600, bottomOf)).toBe(4);
  });
});
