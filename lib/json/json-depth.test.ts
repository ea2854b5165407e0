import { describe, expect, it } from "vitest";
import {
  capJsonDepth,
  MAX_JSON_DEPTH,
  stringifyDeepJson,
  tooDeepPath,
} from "@/lib/json/json-depth";

/** `levels` arrays inside each other, as a hostile server sends them: built from text. */
function nestedArrays(levels: number): unknown {
  return JSON.parse(`${"[".repeat(levels)}${"]".repeat(levels)}`);
}

describe("tooDeepPath", () => {
  it("finds nothing in a value within the limit", () => {
    expect(tooDeepPath({ a: [{ b: 1 }], c: "x" })).toBeUndefined();
    expect(tooDeepPath(nestedArrays(MAX_JSON_DEPTH))).toBeUndefined();
    expect(tooDeepPath("text")).toBeUndefined();
  });

  it("locates the first part past the limit, its path cut after a few segments", () => {
    expect(tooDeepPath({ result: { content: [{ a: 1 }] } }, 3)).toBe("result.content[0]");
    expect(tooDeepPath({ "a b": [[[]]] }, 2)).toBe('["a b"][0]');
    expect(tooDeepPath({ result: nestedArrays(100_000) })).toBe("result[0][0][0][0][0][0][0]…");
  });
});

describe("stringifyDeepJson", () => {
  it("writes what JSON.stringify writes", () => {
    const value = { a: [1, "two", null, true, { "b\n": [] }], c: {}, d: undefined, e: -0.5 };
    expect(stringifyDeepJson(value)).toBe(JSON.stringify(value));
  });

  it("writes a value nested 100,000 levels, which JSON.stringify cannot", () => {
    const text = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(() => JSON.stringify(JSON.parse(text))).toThrow(RangeError);
    expect(stringifyDeepJson(JSON.parse(text))).toBe(text);
  });
});

describe("capJsonDepth", () => {
  it("keeps a value within the limit as it is", () => {
    const value = { a: [{ b: 1 }] };
    expect(capJsonDepth(value)).toBe(value);
  });

  it("keeps the parts past the limit as their JSON text, the rest as a tree", () => {
    expect(capJsonDepth({ a: { b: { c: [1] }, d: 2 } }, 2)).toEqual({
      a: { b: '{"c":[1]}', d: 2 },
    });
    const deep = capJsonDepth({ result: nestedArrays(100_000) });
    expect(tooDeepPath(deep)).toBeUndefined();
    expect(JSON.stringify(deep)).toContain("[[[[");
  });
});
