import { describe, expect, it } from "vitest";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import { outputTokens, turnTimings } from "@/lib/llm/turn-timings";

const answer: AssembledAnswer = { content: "abcdefgh", reasoning: "ab", toolCalls: [] };

describe("turnTimings", () => {
  it("counts output tokens per second from the first token to the end of a stream", () => {
    const timings = turnTimings({
      ttfbMs: 100,
      firstTokenMs: 500,
      endMs: 2500,
      answer: { ...answer, usage: { output: 50, raw: {} } },
      whole: false,
    });
    expect(timings).toEqual({
      ttfbMs: 100,
      firstTokenMs: 500,
      endMs: 2500,
      outputTokens: 50,
      outputTokensSource: "usage",
      tokensPerSecond: 25,
    });
  });

  it("counts a whole JSON answer's tokens over the whole call", () => {
    const timings = turnTimings({
      ttfbMs: 1000,
      firstTokenMs: 1001,
      endMs: 1001,
      answer: { ...answer, usage: { output: 10, raw: {} } },
      whole: true,
    });
    expect(timings.tokensPerSecond).toBeCloseTo(9.99, 2);
  });

  it("estimates tokens at four characters each when the provider sends no usage", () => {
    expect(outputTokens(answer)).toEqual({ count: 3, source: "estimate" });
    expect(
      outputTokens({
        ...answer,
        toolCalls: [{ id: "c", name: "get", arguments: '{"a":1}' }],
      }),
    ).toEqual({ count: 5, source: "estimate" });
  });

  it("leaves the speed out without a first token or without elapsed time", () => {
    expect(turnTimings({ ttfbMs: 3, endMs: 9, answer, whole: false })).toEqual({
      ttfbMs: 3,
      endMs: 9,
    });
    const instant = turnTimings({ firstTokenMs: 0, endMs: 0, answer, whole: false });
    expect(instant.tokensPerSecond).toBeUndefined();
    expect(instant.outputTokens).toBe(3);
  });
});
