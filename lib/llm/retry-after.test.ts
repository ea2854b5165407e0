import { describe, expect, it } from "vitest";
import { retryAfterSentence } from "@/lib/llm/retry-after";

describe("retryAfterSentence", () => {
  it("says the seconds a provider asks to wait", () => {
    expect(retryAfterSentence("30")).toBe(
      " The provider asks to retry after 30 seconds (retry-after: 30).",
    );
    expect(retryAfterSentence("1")).toBe(
      " The provider asks to retry after 1 second (retry-after: 1).",
    );
  });

  it("reads an HTTP date", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterSentence("Wed, 01 Jan 2025 00:01:00 GMT", now)).toBe(
      " The provider asks to retry after 2025-01-01T00:01:00.000Z, in 60 seconds (retry-after: Wed, 01 Jan 2025 00:01:00 GMT).",
    );
  });

  it("repeats a value it cannot read, and says nothing without one", () => {
    expect(retryAfterSentence("soon")).toBe(" The provider sent retry-after: soon.");
    expect(retryAfterSentence(null)).toBe("");
  });
});
