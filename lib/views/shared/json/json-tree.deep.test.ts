import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "@/lib/json/json-depth";
import { jsonDocument } from "@/lib/views/shared/json/json-tree";

describe("jsonDocument of a value nested 100,000 levels", () => {
  it("shows the tree down to the limit and the rest as its JSON text", () => {
    const levels = 100_000;
    const value = JSON.parse(`{"deep":${"[".repeat(levels)}${"]".repeat(levels)}}`);
    const document = jsonDocument(value);
    const deepest = Math.max(...document.lines.map((line) => line.depth));
    expect(deepest).toBeLessThanOrEqual(MAX_JSON_DEPTH);
    const leaf = document.lines.find((line) => line.kind === "leaf");
    expect(typeof leaf?.value).toBe("string");
    expect(String(leaf?.value)).toMatch(/^\[{1000,}/);
  });
});
