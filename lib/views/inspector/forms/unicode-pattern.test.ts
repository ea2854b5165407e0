import { describe, expect, it } from "vitest";
import { unicodePattern } from "./unicode-pattern";

const compiles = (pattern: string, flags: string) => {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
};

/** Patterns valid only without `u`, with strings to read them on (some match, some do not). */
const LOOSE_PATTERNS: [pattern: string, strings: string[]][] = [
  ["^\\d{3}\\-\\d{4}$", ["555-1234", "5551234", "555_1234", "55-1234"]],
  ["^[\\w.]+\\@example\\.com$", ["a.b_c@example.com", "a b@example.com", "a@exampleXcom"]],
  ["^\\_[a-z]+$", ["_abc", "abc", "\\_abc"]],
  ["^\\a\\:\\ \\%\\'$", ["a: %'", "\\a: %'", "a:%'"]],
  ["^a]b$", ["a]b", "ab", "a\\]b"]],
  ["^\\#\\{[a-z]+}$", ["#{name}", "#{}", "#name", "#{name"]],
  ["^a{,3}$", ["a{,3}", "aaa", "a"]],
  ["^x{2}{$", ["xx{", "xx", "x{2}{"]],
  ["^[\\_\\@\\a]+$", ["_@a", "b", "\\"]],
  ["^[\\w-.]+$", ["a-.b", "a,b", "a/b"]],
  ["^[.-\\d]$", ["-", "5", ",", "/"]],
  ["^\\101\\60$", ["A0", "101", "A"]],
  ["^(a)\\1\\2$", ["aa\u0002", "aa", "aa2"]],
  ["^(a)\\10$", ["a\u0008", "aa0", "a10"]],
  ["^\\8\\9$", ["89", "", "\\8\\9"]],
  ["^[\\1\\8]+$", ["\u00018", "1", "\\"]],
  ["^a\\c1$", ["a\\c1", "ac1", "a\u0011"]],
  ["^[\\c1\\c_]$", ["\u0011", "\u001f", "1", "c", "\\"]],
  ["^[\\B\\k]+$", ["Bk", "b", "\\"]],
  ["^\\k\\x4\\u00$", ["kx4u00", "k\u0004", "\\k"]],
  ["^\\pL\\P$", ["pLP", "A"]],
  ["^\\00\\08$", ["\u0000\u00008", "00", "\u00008"]],
];

describe("unicodePattern", () => {
  it.each(LOOSE_PATTERNS)(
    "rewrites %s to match with u exactly what it matched without",
    (pattern, strings) => {
      expect(compiles(pattern, "")).toBe(true);
      expect(compiles(pattern, "u")).toBe(false);
      const rewritten = unicodePattern(pattern);
      expect(rewritten).toBeDefined();
      const loose = new RegExp(pattern);
      const strict = new RegExp(rewritten ?? "", "u");
      const looseMatches = strings.map((text) => loose.test(text));
      expect(looseMatches).toContain(true);
      expect(looseMatches).toContain(false);
      expect(strings.map((text) => strict.test(text))).toEqual(looseMatches);
    },
  );

  it("keeps the escapes that are valid with u, rewriting only the others", () => {
    expect(
      unicodePattern(
        "^\\p{Lu}\\-\\d\\s\\W\\u{1F600}\\x41\\u0042\\cJ\\0\\b(?<word>a)\\k<word>\\1\\/\\.$",
      ),
    ).toBe("^\\p{Lu}-\\d\\s\\W\\u{1F600}\\x41\\u0042\\cJ\\0\\b(?<word>a)\\k<word>\\1\\/\\.$");
    expect(unicodePattern("^[\\w\\-\\]\\p{L}\\_]$")).toBe("^[\\w\\-\\]\\p{L}_]$");
    expect(new RegExp(unicodePattern("^\\p{Lu}\\-$") ?? "", "u").test("É-")).toBe(true);
  });

  it("answers a pattern valid with u as it is", () => {
    for (const pattern of [
      "^[a-z]+$",
      "^\\d{3}-\\d{4}$",
      "\\p{L}+",
      "[\\w.\\-]+@",
      "a{2,}b{1,3}",
      "",
    ]) {
      expect(unicodePattern(pattern)).toBe(pattern);
    }
  });

  it("answers undefined for a pattern invalid either way or still invalid once rewritten", () => {
    expect(unicodePattern("(")).toBeUndefined();
    expect(unicodePattern("[z-a]")).toBeUndefined();
    expect(unicodePattern("(?=a)*b\\-")).toBeUndefined();
    expect(unicodePattern("^\\p{NoSuchProperty}\\-$")).toBeUndefined();
    expect(unicodePattern("^\\u{110000}$")).toBeUndefined();
  });
});
