import { describe, expect, it } from "vitest";
import { markTextSegments } from "./text-marks";

describe("markTextSegments", () => {
  it("leaves unmarked text as one run", () => {
    expect(markTextSegments(10, {})).toEqual([
      { start: 0, end: 10, action: false, carried: false },
    ]);
  });

  it("marks the carried text inside the action without losing the action's edges", () => {
    expect(
      markTextSegments(20, { action: { start: 5, end: 15 }, carried: [{ start: 8, end: 10 }] }),
    ).toEqual([
      { start: 0, end: 5, action: false, carried: false },
      { start: 5, end: 8, action: true, carried: false },
      { start: 8, end: 10, action: true, carried: true },
      { start: 10, end: 15, action: true, carried: false },
      { start: 15, end: 20, action: false, carried: false },
    ]);
  });

  it("marks carried text that straddles the action's start in two runs", () => {
    const segments = markTextSegments(12, {
      action: { start: 4, end: 12 },
      carried: [{ start: 2, end: 6 }],
    });
    expect(segments.filter((segment) => segment.carried)).toEqual([
      { start: 2, end: 4, action: false, carried: true },
      { start: 4, end: 6, action: true, carried: true },
    ]);
  });

  it("joins adjacent carried spans and clamps spans past the end of the text", () => {
    expect(
      markTextSegments(6, {
        carried: [
          { start: 2, end: 4 },
          { start: 4, end: 9 },
        ],
      }),
    ).toEqual([
      { start: 0, end: 2, action: false, carried: false },
      { start: 2, end: 6, action: false, carried: true },
    ]);
  });

  it("covers the text exactly, in order", () => {
    const segments = markTextSegments(30, {
      action: { start: 3, end: 25 },
      carried: [
        { start: 0, end: 1 },
        { start: 24, end: 28 },
      ],
    });
    expect(segments[0]?.start).toBe(0);
    expect(segments.at(-1)?.end).toBe(30);
    segments.slice(1).forEach((segment, index) => {
      expect(segment.start).toBe(segments[index]?.end);
    });
  });

  it("has no runs for empty text", () => {
    expect(markTextSegments(0, { action: { start: 0, end: 4 } })).toEqual([]);
  });
});

describe("markTextSegments with cuts", () => {
  it("cuts runs at every cut even where the marks are the same on both sides", () => {
    expect(markTextSegments(9, { cuts: [3, 6] })).toEqual([
      { start: 0, end: 3, action: false, carried: false },
      { start: 3, end: 6, action: false, carried: false },
      { start: 6, end: 9, action: false, carried: false },
    ]);
  });
});
