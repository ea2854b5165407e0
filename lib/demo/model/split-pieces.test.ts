import { describe, expect, it } from "vitest";
import { splitPieces } from "@/lib/demo/model/split-pieces";

describe("splitPieces", () => {
  const text =
    "<thinking>\n纽约明天 😀 sunny\n</thinking>\n\n<use_mcp_tool>\n<server_name>weather</server_name>";

  it("splits into pieces of 1 to 8 characters that join back to the text", () => {
    const pieces = splitPieces(text, 42);
    expect(pieces.join("")).toBe(text);
    for (const piece of pieces) {
      expect(Array.from(piece).length).toBeGreaterThanOrEqual(1);
      expect(Array.from(piece).length).toBeLessThanOrEqual(8);
    }
  });

  it("gives the same pieces for the same seed and different ones for another", () => {
    expect(splitPieces(text, 7)).toEqual(splitPieces(text, 7));
    expect(splitPieces(text, 7)).not.toEqual(splitPieces(text, 8));
  });

  it("never splits a surrogate pair", () => {
    for (const piece of splitPieces("😀".repeat(40), 3)) expect(piece).toMatch(/^(😀)+$/u);
  });
});
