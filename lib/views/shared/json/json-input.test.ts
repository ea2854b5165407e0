import { describe, expect, it } from "vitest";
import { lineAndColumn, readJsonInput, readParamsInput } from "./json-input";

describe("readJsonInput", () => {
  it("reads valid JSON", () => {
    expect(readJsonInput('{ "a": [1, 2.5e3, true, null, "x\\n"] }')).toEqual({
      ok: true,
      value: { a: [1, 2500, true, null, "x\n"] },
    });
  });

  it("locates a missing comma by line and column", () => {
    const result = readJsonInput('{\n  "a": 1\n  "b": 2\n}');
    expect(result).toMatchObject({ ok: false, line: 3, column: 3 });
    expect(!result.ok && result.message).toBe("line 3, column 3: expected ',' or '}', found '\"'");
  });

  it("locates a trailing comma, an unquoted name and an unclosed string", () => {
    expect(readJsonInput('{"a": 1,}')).toMatchObject({ ok: false, line: 1, column: 9 });
    expect(readJsonInput("{a: 1}")).toMatchObject({
      ok: false,
      column: 2,
      message: "line 1, column 2: expected a property name in double quotes, found 'a'",
    });
    expect(readJsonInput('{"a": "b')).toMatchObject({
      ok: false,
      message: "line 1, column 9: expected '\"' to close the string, found the end of the text",
    });
  });

  it("says when text follows the value, or when there is none", () => {
    expect(readJsonInput("{} x")).toMatchObject({ ok: false, column: 4 });
    expect(readJsonInput("")).toMatchObject({
      ok: false,
      message: "line 1, column 1: expected a value, found the end of the text",
    });
  });

  it("refuses a bad escape and a raw new line in a string", () => {
    expect(readJsonInput('"\\x"')).toMatchObject({ ok: false, column: 3 });
    expect(readJsonInput('"a\nb"')).toMatchObject({ ok: false, line: 1, column: 3 });
  });
});

describe("readParamsInput", () => {
  it("reads empty text as no params", () => {
    expect(readParamsInput("  \n")).toEqual({ ok: true, value: undefined });
  });

  it("refuses an array or a scalar, saying what params must be", () => {
    expect(readParamsInput("\n [1]")).toMatchObject({
      ok: false,
      line: 2,
      column: 2,
      message: "line 2, column 2: params must be a JSON object ({ … }), not an array",
    });
    expect(readParamsInput("3")).toMatchObject({
      ok: false,
      message: expect.stringContaining("not number"),
    });
  });
});

describe("lineAndColumn", () => {
  it("counts from 1", () => {
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn("ab", 0)).toEqual({ line: 1, column: 1 });
  });
});

describe("readJsonInput offsets", () => {
  it.each([
    ["[1, 2,, 3]", 6],
    ['{"a": tru}', 6],
    ['"ok" extra', 5],
    ['{"a": "b\\"c"} x', 14],
  ])("finds where %j first goes wrong", (text, offset) => {
    expect(readJsonInput(text)).toMatchObject({ ok: false, offset });
  });
});
