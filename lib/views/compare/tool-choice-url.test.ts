import { describe, expect, it } from "vitest";
import { matrixOfSearch, searchWithMatrix } from "./tool-choice-url";

describe("the Which tool? tab's URL", () => {
  it("reads the saved matrix it names, or none", () => {
    expect(matrixOfSearch("?tab=tool-choice&matrix=abc")).toBe("abc");
    expect(matrixOfSearch("?tab=tool-choice&matrix=")).toBeNull();
    expect(matrixOfSearch("")).toBeNull();
  });

  it("names a matrix, or forgets it, keeping the other parameters", () => {
    expect(searchWithMatrix("?tab=tool-choice", "abc")).toBe("?tab=tool-choice&matrix=abc");
    expect(searchWithMatrix("?tab=tool-choice&matrix=abc", "def")).toBe(
      "?tab=tool-choice&matrix=def",
    );
    expect(searchWithMatrix("?tab=tool-choice&matrix=abc", null)).toBe("?tab=tool-choice");
    expect(searchWithMatrix("?matrix=abc", null)).toBe("");
  });
});
