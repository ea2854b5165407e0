import { describe, expect, it } from "vitest";
import { describeRatio, median, quantile, summarizeRatios } from "./ratio-summary";

describe("quantile", () => {
  it("takes the middle value of an odd count as the median, whatever the order", () => {
    expect(median([5, 1, 3])).toBe(3);
  });

  it("takes the mean of the middle two of an even count as the median", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("interpolates the quartiles between the nearest values", () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
  });

  it("refuses no values rather than answering NaN", () => {
    expect(() => quantile([], 0.5)).toThrow(RangeError);
  });
});

describe("summarizeRatios", () => {
  it("reports the median, quartiles and range of the rounds' ratios", () => {
    expect(summarizeRatios([2, 1, 4, 3, 5])).toEqual({
      median: 3,
      lowerQuartile: 2,
      upperQuartile: 4,
      lowest: 1,
      highest: 5,
      rounds: 5,
    });
  });
});

describe("describeRatio", () => {
  const summary = summarizeRatios([1.5, 1.25, 1.75, 2.5, 1]);

  it("prints the median with its interquartile range and range", () => {
    expect(describeRatio(summary)).toBe("1.50× (IQR 1.25–1.75, range 1.00–2.50 over 5 rounds)");
  });

  it("says whether the median is within the goal", () => {
    expect(describeRatio(summary, 2)).toMatch(/goal at most 2×: met\)$/);
    expect(describeRatio(summary, 1.2)).toMatch(/goal at most 1\.2×: missed\)$/);
  });
});
