import { describe, expect, it } from "vitest";
import { answerFor, forecastRequest } from "@/test/support/host-actions";
import { answerHighlight } from "./answer-highlight";

describe("answerHighlight", () => {
  it("colours each dialect's answer in its own way", () => {
    expect(answerHighlight("xml", answerFor("xml", forecastRequest).content)).toEqual({
      language: "xml",
    });
    expect(answerHighlight("json", answerFor("json", forecastRequest).content)).toEqual({
      language: "json",
    });
    expect(answerHighlight("native", "Let me check.")).toEqual({ keywords: [] });
    const text = answerFor("react-text", forecastRequest).content;
    const keywords = answerHighlight("react-text", text).keywords ?? [];
    expect(keywords.length).toBeGreaterThan(1);
    for (const span of keywords) expect(text.slice(span.start, span.end)).toMatch(/:$/);
  });

  it("reads an answer of no known dialect as XML", () => {
    expect(answerHighlight(undefined, "text")).toEqual({ language: "xml" });
  });
});
