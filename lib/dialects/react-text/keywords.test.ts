import { describe, expect, it } from "vitest";
import { reactTextKeywords } from "./keywords";

describe("reactTextKeywords", () => {
  it("finds each keyword at a line start, numbered or not, and nothing inside a line", () => {
    const text =
      "Thought: I need the forecast.\nAction: weather.get_forecast\nAction Input: {}\n  Thought 2: say Action: later\nFinal Answer: Sunny";
    const words = reactTextKeywords(text).map((span) => text.slice(span.start, span.end));
    expect(words).toEqual(["Thought:", "Action:", "Action Input:", "Thought 2:", "Final Answer:"]);
  });
});
