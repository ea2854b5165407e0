import { describe, expect, it } from "vitest";
import { formatJsonPath, pathOfPointer, valueAtPath } from "./json-path";

describe("formatJsonPath", () => {
  it("writes names, indexes and odd keys", () => {
    expect(formatJsonPath([])).toBe("$");
    expect(formatJsonPath(["user", "tags", 2, "a b"])).toBe('$.user.tags[2]["a b"]');
  });
});

describe("pathOfPointer", () => {
  it("reads the validator's instance locations as the form's field paths", () => {
    const value = { a: [{ b: 1 }], "x/y": { "t~": { "a b": true } } };
    expect(pathOfPointer("#", value)).toEqual([]);
    expect(pathOfPointer("#/a/0/b", value)).toEqual(["a", 0, "b"]);
    expect(pathOfPointer("#/x~1y/t~0/a%20b", value)).toEqual(["x/y", "t~", "a b"]);
    expect(pathOfPointer("#/0", { 0: "a name, not an index" })).toEqual(["0"]);
  });
});

describe("valueAtPath", () => {
  it("finds the value a path names, or nothing", () => {
    expect(valueAtPath({ a: [{ b: 1 }] }, ["a", 0, "b"])).toBe(1);
    expect(valueAtPath({ a: 1 }, ["a", "b"])).toBeUndefined();
  });
});
