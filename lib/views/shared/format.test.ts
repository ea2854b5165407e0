import { describe, expect, it } from "vitest";
import {
  countOf,
  estimateTokens,
  formatBytes,
  formatDuration,
  formatIdleWhile,
  formatOffset,
  prettyJson,
} from "./format";

describe("format", () => {
  it("shows stream offsets in seconds with millisecond precision", () => {
    expect(formatOffset(12)).toBe("+0.012s");
    expect(formatOffset(1534.4)).toBe("+1.534s");
    expect(formatOffset(-3)).toBe("+0.000s");
  });

  it("shows durations in milliseconds below a second", () => {
    expect(formatDuration(12.4)).toBe("12 ms");
    expect(formatDuration(1240)).toBe("1.24 s");
  });

  it("shows an idle while in whole minutes when it is one, else as a duration", () => {
    expect(formatIdleWhile(600_000)).toBe("10 minutes");
    expect(formatIdleWhile(60_000)).toBe("1 minute");
    expect(formatIdleWhile(300)).toBe("300 ms");
  });

  it("shows sizes with decimal units", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(12_345)).toBe("12.3 kB");
    expect(formatBytes(1_400_000)).toBe("1.4 MB");
  });

  it("estimates about four characters per token", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcdefghi")).toBe(3);
  });

  it("pretty-prints JSON and leaves other text alone", () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson("not json")).toBe("not json");
  });

  it("puts the noun in the singular for exactly one", () => {
    expect(countOf(1, "turn")).toBe("1 turn");
    expect(countOf(0, "turn")).toBe("0 turns");
    expect(countOf(40, "turn")).toBe("40 turns");
    expect(countOf(1204, "line")).toBe("1,204 lines");
    expect(countOf(1, "match", "matches")).toBe("1 match");
    expect(countOf(2, "match", "matches")).toBe("2 matches");
  });
});
