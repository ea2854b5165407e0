import { describe, expect, it } from "vitest";
import { setAtJsonPath } from "@/lib/llm/providers/gemini/json-path";

describe("setAtJsonPath", () => {
  it("puts values at keys, nested keys and array indexes, making the way", () => {
    const root: Record<string, unknown> = {};
    setAtJsonPath(root, "$.location", "Bos");
    setAtJsonPath(root, "$.location", "ton", "append");
    setAtJsonPath(root, "$.stops[1].name", "Paris");
    setAtJsonPath(root, "$['a b']", true);
    expect(root).toEqual({
      location: "Boston",
      stops: [undefined, { name: "Paris" }],
      "a b": true,
    });
  });

  it("replaces a value unless told to append a string", () => {
    const root: Record<string, unknown> = { count: 1 };
    setAtJsonPath(root, "$.count", 2);
    setAtJsonPath(root, "$.count", "x", "append");
    expect(root).toEqual({ count: "x" });
  });

  it("changes nothing for a path it cannot read or one reaching a prototype", () => {
    const root: Record<string, unknown> = {};
    setAtJsonPath(root, "location", 1);
    setAtJsonPath(root, "$..", 1);
    setAtJsonPath(root, "$.__proto__.polluted", "yes");
    setAtJsonPath(root, "$.constructor.prototype.polluted", "yes");
    expect(root).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
