import { describe, expect, it } from "vitest";
import type { ContentDelta } from "@/lib/views/playground/conversation/turn-view";
import { assembledPieces } from "./assembled-pieces";

function deltas(...pieces: Array<[sseSeq: number, text: string, offset: number]>): ContentDelta[] {
  return pieces.map(([sseSeq, text, contentOffset], index) => ({
    seq: index + 1,
    sseSeq,
    text,
    contentOffset,
  }));
}

describe("assembledPieces", () => {
  it("cuts the text where one SSE item's text ends and the next one's begins", () => {
    const pieces = assembledPieces(deltas([3, "Hel", 0], [4, "lo ", 3], [5, "you", 6]), 9);
    expect(pieces).toEqual([
      { sseSeq: 3, start: 0, end: 3 },
      { sseSeq: 4, start: 3, end: 6 },
      { sseSeq: 5, start: 6, end: 9 },
    ]);
  });

  it("makes one piece of one item's consecutive deltas and skips empty ones", () => {
    const pieces = assembledPieces(deltas([3, "ab", 0], [3, "", 2], [3, "cd", 2], [4, "e", 4]), 5);
    expect(pieces).toEqual([
      { sseSeq: 3, start: 0, end: 4 },
      { sseSeq: 4, start: 4, end: 5 },
    ]);
  });

  it("keeps what an overlapped delta still holds and clips to the final text", () => {
    const pieces = assembledPieces(deltas([3, "abcd", 0], [4, "XY", 2], [5, "tail", 4]), 6);
    expect(pieces).toEqual([
      { sseSeq: 3, start: 0, end: 2 },
      { sseSeq: 4, start: 2, end: 4 },
      { sseSeq: 5, start: 4, end: 6 },
    ]);
  });

  it("has no pieces without deltas", () => {
    expect(assembledPieces([], 12)).toEqual([]);
  });
});
