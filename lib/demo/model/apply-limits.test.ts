import { describe, expect, it } from "vitest";
import { applyLimits, estimateTokens } from "@/lib/demo/model/apply-limits";

describe("applyLimits", () => {
  it("cuts at the earliest of several stop sequences", () => {
    expect(
      applyLimits(
        "Thought: x\nAction: y\nObservation: z",
        ["\nObservation:", "\nAction:"],
        undefined,
      ),
    ).toEqual({
      text: "Thought: x",
      finishReason: "stop",
    });
  });

  it("accepts a single stop string and ignores empty ones", () => {
    expect(applyLimits("abc</result>def", "</result>", null).text).toBe("abc");
    expect(applyLimits("abc", ["", "zzz"], null)).toEqual({ text: "abc", finishReason: "stop" });
  });

  it("cuts at the token limit with finish reason length, never inside a character", () => {
    expect(applyLimits("a".repeat(20), null, 2)).toEqual({
      text: "aaaaaaaa",
      finishReason: "length",
    });
    expect(applyLimits("😀😀😀😀😀😀😀😀😀", null, 1).text).toBe("😀😀😀😀");
  });

  it("estimates a token per four characters, rounded up", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcde")).toBe(2);
  });
});
