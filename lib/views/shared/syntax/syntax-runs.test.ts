import { describe, expect, it } from "vitest";
import {
  type ColorRun,
  colorRunsFromTokens,
  keywordRuns,
  runColor,
  textPieces,
} from "./syntax-runs";

const plain = { light: "#1F2328", dark: "#E6EDF3" };
const style = (light: string, dark: string) => ({ "--shiki-light": light, "--shiki-dark": dark });

describe("colorRunsFromTokens", () => {
  it("keeps coloured tokens and leaves plain ones and whitespace out", () => {
    const runs = colorRunsFromTokens(
      [
        [{ content: "{", offset: 0, htmlStyle: style("#1F2328", "#E6EDF3") }],
        [
          { content: "  ", offset: 2, htmlStyle: style("#0550AE", "#79C0FF") },
          { content: '"a"', offset: 4, htmlStyle: style("#0550AE", "#79C0FF") },
          { content: ": ", offset: 7, htmlStyle: style("#1f2328", "#e6edf3") },
          { content: "1", offset: 9, htmlStyle: style("#0550AE", "#79C0FF") },
        ],
      ],
      plain,
    );
    expect(runs).toEqual([
      { start: 4, end: 7, light: "#0550ae", dark: "#79c0ff" },
      { start: 9, end: 10, light: "#0550ae", dark: "#79c0ff" },
    ]);
  });

  it("joins touching tokens of the same colour", () => {
    const runs = colorRunsFromTokens(
      [
        [
          { content: "<", offset: 0, htmlStyle: style("#116329", "#7EE787") },
          { content: "tag", offset: 1, htmlStyle: style("#116329", "#7EE787") },
        ],
      ],
      plain,
    );
    expect(runs).toEqual([{ start: 0, end: 4, light: "#116329", dark: "#7ee787" }]);
  });
});

describe("textPieces", () => {
  const runs: ColorRun[] = [
    { start: 2, end: 5, light: "#111111", dark: "#eeeeee" },
    { start: 8, end: 12, light: "#222222", dark: "#dddddd" },
  ];

  it("covers the range exactly, coloured where runs are", () => {
    expect(textPieces(runs, 0, 14)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 5, run: runs[0] },
      { start: 5, end: 8 },
      { start: 8, end: 12, run: runs[1] },
      { start: 12, end: 14 },
    ]);
  });

  it("clips runs at the range's edges", () => {
    expect(textPieces(runs, 3, 10)).toEqual([
      { start: 3, end: 5, run: runs[0] },
      { start: 5, end: 8 },
      { start: 8, end: 10, run: runs[1] },
    ]);
  });

  it("gives one plain piece without runs, and none for an empty range", () => {
    expect(textPieces([], 4, 9)).toEqual([{ start: 4, end: 9 }]);
    expect(textPieces(runs, 6, 6)).toEqual([]);
  });
});

describe("runColor", () => {
  it("follows the page's colour scheme", () => {
    expect(runColor({ start: 0, end: 1, light: "#0550ae", dark: "#79c0ff" })).toBe(
      "light-dark(#0550ae, #79c0ff)",
    );
  });
});

describe("keywordRuns", () => {
  it("colours each non-empty span in both themes' keyword colour", () => {
    const runs = keywordRuns([
      { start: 0, end: 8 },
      { start: 9, end: 9 },
    ]);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ start: 0, end: 8 });
    expect(runs[0]?.light).not.toBe(runs[0]?.dark);
  });
});
