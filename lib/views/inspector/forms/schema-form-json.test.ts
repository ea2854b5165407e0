import { describe, expect, it } from "vitest";
import { formatJsonText, parseJsonText } from "./schema-form-json";

describe("parseJsonText", () => {
  it("reads valid JSON", () => {
    expect(parseJsonText('{ "a": [1, true, null] }')).toEqual({
      ok: true,
      value: { a: [1, true, null] },
    });
  });

  it("locates a trailing comma, a missing colon, a bad token and an early end by line and column", () => {
    expect(parseJsonText('{\n  "a": 1,\n}')).toMatchObject({ ok: false, line: 3, column: 1 });
    expect(parseJsonText('{"a" 1}')).toMatchObject({ ok: false, line: 1, column: 6 });
    const token = parseJsonText('{\n  "a": x\n}');
    expect(token).toMatchObject({ ok: false, line: 2, column: 8 });
    if (!token.ok) expect(token.message).toBe("line 2, column 8: expected a value, found 'x'");
    expect(parseJsonText('{"a": [1, 2')).toMatchObject({ ok: false, line: 1, column: 12 });
  });

  it("refuses empty text: a tool's arguments are an object", () => {
    const empty = parseJsonText("  ");
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.message).toContain("empty");
  });
});

describe("formatJsonText", () => {
  it("writes a value with two spaces, nothing as {}", () => {
    expect(formatJsonText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatJsonText(undefined)).toBe("{}");
  });
});
