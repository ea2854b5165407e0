import { describe, expect, it } from "vitest";
import {
  describeSearch,
  firstMatchFrom,
  matchesInLine,
  searchSseLines,
  stepMatch,
} from "./sse-search";

const lines = [
  { text: ": keep-alive" },
  { text: 'data: {"content":"Hello"}' },
  { text: 'data: {"content":"hello hello"}' },
  { text: "data: [DONE]" },
];

describe("searchSseLines", () => {
  it("finds every match, ignoring case, in lane order", () => {
    const search = searchSseLines(lines, "HELLO");
    expect(search.lineIndexes).toEqual([1, 2, 2]);
    expect(search.starts).toEqual([18, 18, 24]);
    expect(search.truncated).toBe(false);
  });

  it("finds nothing for an empty query", () => {
    expect(searchSseLines(lines, "").lineIndexes).toEqual([]);
  });

  it("does not count overlapping matches twice", () => {
    expect(searchSseLines([{ text: "aaaa" }], "aa").starts).toEqual([0, 2]);
  });

  it("keeps offsets right on lines whose lowercase has another length", () => {
    const text = "İstanbul data İSTANBUL";
    const search = searchSseLines([{ text }], "data");
    expect(search.starts).toEqual([text.indexOf("data")]);
  });

  it("stops at the limit and says there were more", () => {
    const search = searchSseLines([{ text: "x".repeat(50) }], "x", 10);
    expect(search.starts).toHaveLength(10);
    expect(search.truncated).toBe(true);
    expect(describeSearch(search, -1)).toBe("10+ matches");
  });

  it("searches 20,000 events' lines in one pass without rendering them", () => {
    const many = Array.from({ length: 40_000 }, (_, index) => ({
      text:
        index % 2 === 0
          ? `data: {"choices":[{"delta":{"content":"word${index}"}}]}`
          : index % 1000 === 1
            ? ": needle keep-alive"
            : "",
    }));
    const search = searchSseLines(many, "NEEDLE");
    expect(search.lineIndexes).toHaveLength(40);
    expect(search.lineIndexes[39]).toBe(39_001);
    expect(searchSseLines(many, "word39998").lineIndexes).toEqual([39_998]);
  });
});

describe("matchesInLine", () => {
  it("gives the matches of one line with their place in the whole search", () => {
    const search = searchSseLines(lines, "hello");
    expect(matchesInLine(search, 2)).toEqual([
      { start: 18, end: 23, match: 1 },
      { start: 24, end: 29, match: 2 },
    ]);
    expect(matchesInLine(search, 0)).toEqual([]);
    expect(matchesInLine(search, 3)).toEqual([]);
  });
});

describe("stepMatch", () => {
  const search = searchSseLines(lines, "hello");

  it("goes forward and back, wrapping around", () => {
    expect(stepMatch(search, 0, 1)).toBe(1);
    expect(stepMatch(search, 2, 1)).toBe(0);
    expect(stepMatch(search, 0, -1)).toBe(2);
  });

  it("starts from the selected line when no match is current", () => {
    expect(firstMatchFrom(search, 2)).toBe(1);
    expect(stepMatch(search, -1, 1, 2)).toBe(1);
    expect(stepMatch(search, -1, -1, 2)).toBe(0);
    expect(stepMatch(search, -1, 1, 3)).toBe(0);
    expect(stepMatch(search, -1, -1, 0)).toBe(2);
  });

  it("has nowhere to go without matches", () => {
    expect(stepMatch(searchSseLines(lines, "absent"), -1, 1)).toBe(-1);
  });
});

describe("describeSearch", () => {
  it("counts matches and says which one is current", () => {
    const search = searchSseLines(lines, "hello");
    expect(describeSearch(search, -1)).toBe("3 matches");
    expect(describeSearch(search, 1)).toBe("2 of 3");
    expect(describeSearch(searchSseLines(lines, "done"), -1)).toBe("1 match");
    expect(describeSearch(searchSseLines(lines, "absent"), -1)).toBe("no matches");
    expect(describeSearch(searchSseLines(lines, ""), -1)).toBe("");
  });
});
