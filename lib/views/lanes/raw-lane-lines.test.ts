import { describe, expect, it } from "vitest";
import type { SseLine } from "@/lib/views/playground/conversation/turn-view";
import { litLines, rawSseText, sseLineIndex } from "./raw-lane-lines";

function line(sseSeq: number, index: number, text = "data: x"): SseLine {
  return { sseSeq, index, text, offsetMs: 0, type: "event" };
}

const lines = [line(3, 0, ": hi"), line(5, 0, "event: a"), line(5, 1), line(9, 0)];

describe("sseLineIndex", () => {
  it("finds a line by its SSE item and place", () => {
    expect(sseLineIndex(lines, { sseSeq: 5, index: 1 })).toBe(2);
    expect(sseLineIndex(lines, { sseSeq: 3, index: 0 })).toBe(0);
    expect(sseLineIndex(lines, { sseSeq: 9, index: 0 })).toBe(3);
  });

  it("says -1 for a line that is not there", () => {
    expect(sseLineIndex(lines, { sseSeq: 5, index: 2 })).toBe(-1);
    expect(sseLineIndex(lines, { sseSeq: 4, index: 0 })).toBe(-1);
    expect(sseLineIndex([], { sseSeq: 4, index: 0 })).toBe(-1);
  });

  it("still finds a line in a list out of order", () => {
    expect(sseLineIndex([line(9, 0), line(3, 0)], { sseSeq: 3, index: 0 })).toBe(1);
  });

  it("finds the last of 40,000 lines", () => {
    const many = Array.from({ length: 40_000 }, (_, k) => line(10 + (k >> 1), k & 1));
    expect(sseLineIndex(many, { sseSeq: 10 + 19_999, index: 1 })).toBe(39_999);
  });
});

describe("litLines", () => {
  it("gives the first lit line and how many there are", () => {
    expect(litLines(lines, new Set([5, 9]))).toEqual({ first: 1, count: 3 });
    expect(litLines(lines, new Set())).toEqual({ first: -1, count: 0 });
    expect(litLines(lines, new Set([42]))).toEqual({ first: -1, count: 0 });
  });
});

describe("rawSseText", () => {
  it("joins the lines as received", () => {
    expect(rawSseText(lines.slice(0, 2))).toBe(": hi\nevent: a");
  });
});

describe("litLines on a list out of item order", () => {
  it("still finds the first lit line and counts them", () => {
    const shuffled = [line(9, 0), line(5, 0), line(3, 0), line(5, 1)];
    expect(litLines(shuffled, new Set([5]))).toEqual({ first: 1, count: 2 });
  });
});

describe("litLines at 40,000 lines", () => {
  it("counts the lit items' lines by search", () => {
    const many = Array.from({ length: 40_000 }, (_, k) => line(10 + (k >> 1), k & 1));
    const lit = new Set([10 + 19_000, 10 + 19_999, 10 + 5]);
    expect(litLines(many, lit)).toEqual({ first: 10, count: 6 });
  });
});
