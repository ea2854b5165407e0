import { describe, expect, it } from "vitest";
import { formatJsonText, lineAndColumn, parseJsonText, scanForError } from "./schema-form-json";

describe("parseJsonText", () => {
  it("reads valid JSON", () => {
    expect(parseJsonText('{ "a": [1, true, null] }')).toEqual({
      ok: true,
      value: { a: [1, true, null] },
    });
  });

  it("locates a trailing comma, a missing colon and a bad token by line and column", () => {
    const comma = parseJsonText('{\n  "a": 1,\n}');
    expect(comma).toMatchObject({ ok: false, line: 3, column: 1 });
    expect(parseJsonText('{"a" 1}')).toMatchObject({ ok: false, line: 1, column: 6 });
    const token = parseJsonText('{\n  "a": x\n}');
    expect(token).toMatchObject({ ok: false, line: 2, column: 8 });
    if (!token.ok) expect(token.message).toMatch(/\(line 2, column 8\)$/);
  });

  it("drops the engine's echo of the text from the message", () => {
    const result = parseJsonText('{ "a": 1, "b": }');
    expect(result).toMatchObject({ ok: false, line: 1, column: 16 });
    if (!result.ok) expect(result.message).toBe("Unexpected token '}' (line 1, column 16)");
  });

  it("says where JSON ends too soon and refuses empty text", () => {
    expect(parseJsonText('{"a": [1, 2')).toMatchObject({ ok: false, line: 1, column: 12 });
    const empty = parseJsonText("  ");
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.message).toContain("empty");
  });
});

describe("scanForError", () => {
  it("finds the first place valid JSON goes wrong", () => {
    expect(scanForError("[1, 2,, 3]")).toBe(6);
    expect(scanForError('{"a": tru}')).toBe(9);
    expect(scanForError('"ok" extra')).toBe(5);
    expect(scanForError('{"a": "b\\"c"}')).toBe(13);
  });
});

describe("formatJsonText and lineAndColumn", () => {
  it("writes a value with two spaces, nothing as {}", () => {
    expect(formatJsonText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatJsonText(undefined)).toBe("{}");
  });

  it("counts lines and columns from 1", () => {
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn("", 0)).toEqual({ line: 1, column: 1 });
  });
});
