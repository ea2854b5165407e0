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

  it("leaves unmarked an extreme most columns share", () => {
    expect(rankedMarks([0, 0, 0, 2], "lower-better")).toEqual([
      undefined,
      undefined,
      undefined,
      "worst",
    ]);
    expect(rankedMarks([5, 5, 5, 1], "lower-better")).toEqual([
      undefined,
      undefined,
      undefined,
      "best",
    ]);
  });

  it("can mark only the worst, for a yes or no", () => {
    expect(rankedMarks([1, 0], "higher-better", { markBest: false })).toEqual([undefined, "worst"]);
  });
});

describe("majority marks", () => {
  it("marks the values most columns do not share", () => {
    expect(majorityMarks(["done", "done", "error"])).toEqual([undefined, undefined, "differs"]);
  });

  it("marks no column when no value is shared by most", () => {
    expect(majorityMarks(["a", "b", null])).toEqual([undefined, undefined, undefined]);
    expect(majorityKey(["a", "a", "b", "b"])).toBeUndefined();
  });

  it("marks nothing when every column agrees", () => {
    expect(majorityMarks(["2", "2"])).toEqual([undefined, undefined]);
  });
});
