import { describe, expect, it } from "vitest";
import { contrastRatio, parseHexColor, readThemeTokens, relativeLuminance } from "./color-contrast";

describe("parseHexColor", () => {
  it("reads six-digit and three-digit hex colours", () => {
    expect(parseHexColor("#4353d6")).toEqual({ red: 0x43, green: 0x53, blue: 0xd6 });
    expect(parseHexColor("#FFF")).toEqual({ red: 255, green: 255, blue: 255 });
  });

  it("refuses other notations, so a token written another way is noticed", () => {
    expect(() => parseHexColor("rgb(0 0 0)")).toThrow(/not a #rgb or #rrggbb colour/);
    expect(() => parseHexColor("#12345")).toThrow();
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#4353d6", "#4353d6")).toBeCloseTo(1, 5);
  });

  it("does not depend on the order of the colours", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(contrastRatio("#ffffff", "#767676"));
  });

  it("puts #767676 on white just above the 4.5:1 of WCAG AA", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThan(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  it("follows the WCAG luminance of the primaries", () => {
    expect(relativeLuminance(parseHexColor("#ff0000"))).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance(parseHexColor("#00ff00"))).toBeCloseTo(0.7152, 4);
  });
});

describe("readThemeTokens", () => {
  it("reads each light-dark() token by name, and skips other declarations", () => {
    const css = `:root {
      color-scheme: light dark;
      --loupe-ink: light-dark(#16181d, #e4e6ea);
      --loupe-accent:light-dark( #4353d6 ,#8d99ff );
      --other-token: light-dark(#000000, #ffffff);
      --loupe-radius: 4px;
    }`;
    expect(readThemeTokens(css)).toEqual(
      new Map([
        ["ink", { light: "#16181d", dark: "#e4e6ea" }],
        ["accent", { light: "#4353d6", dark: "#8d99ff" }],
      ]),
    );
  });
});
