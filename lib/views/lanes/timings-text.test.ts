import { describe, expect, it } from "vitest";
import { timingsText } from "./timings-text";

describe("timingsText", () => {
  it("says first byte, first token, end, speed and keep-alive gaps", () => {
    expect(
      timingsText({
        ttfbMs: 120,
        firstTokenMs: 300,
        endMs: 2_000,
        tokensPerSecond: 42.25,
        outputTokensSource: "usage",
        longestDataGapMs: 900,
        keepAliveComments: 3,
      }),
    ).toMatch(
      /^TTFB .+ · first token .+ · end .+ · 42\.3 tokens\/s · longest gap .+ · 3 keep-alives$/,
    );
  });

  it("marks an estimated speed and leaves out what was not recorded", () => {
    expect(timingsText({ endMs: 50, tokensPerSecond: 10, outputTokensSource: "estimate" })).toMatch(
      /^end .+ · 10\.0 tokens\/s \(estimated\)$/,
    );
  });

  it("says an imported stream was not measured rather than showing zeros", () => {
    expect(timingsText({ ttfbMs: 0, firstTokenMs: 0, endMs: 0, measured: false })).toBe(
      "not measured: the stream was imported",
    );
  });
});
