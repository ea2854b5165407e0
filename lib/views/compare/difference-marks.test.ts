import { describe, expect, it } from "vitest";
import { majorityKey, majorityMarks, rankedMarks } from "@/lib/views/compare/difference-marks";

describe("ranked marks", () => {
  it("marks every column holding the lowest value best and the highest worst, when lower is better", () => {
    expect(rankedMarks([3, 0, 1, 0], "lower-better")).toEqual(["worst", "best", undefined, "best"]);
  });

  it("marks nothing when the values are all the same, and leaves unmeasured columns out", () => {
    expect(rankedMarks([2, 2, null], "lower-better")).toEqual([undefined, undefined, undefined]);
    expect(rankedMarks([null, 5, 9], "lower-better")).toEqual([undefined, "best", "worst"]);
  });

  it("can mark only the worst, for a measure most columns reach", () => {
    expect(rankedMarks([1, 0, 1], "higher-better", { markBest: false })).toEqual([
      undefined,
      "worst",
      undefined,
    ]);
  });
});

describe("majority marks", () => {
  it("marks the values most columns do not share", () => {
    expect(majorityMarks(["done", "done", "error"])).toEqual([undefined, undefined, "differs"]);
  });

  it("marks every measured column when no value is shared by most", () => {
    expect(majorityMarks(["a", "b", null])).toEqual(["differs", "differs", undefined]);
    expect(majorityKey(["a", "a", "b", "b"])).toBeUndefined();
  });

  it("marks nothing when every column agrees", () => {
    expect(majorityMarks(["2", "2"])).toEqual([undefined, undefined]);
  });
});
