import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface RgbColor {
  red: number;
  green: number;
  blue: number;
}

/** Reads `#rgb` or `#rrggbb`; throws on anything else, so a token in another notation is noticed. */
function parseHexColor(text: string): RgbColor {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) throw new Error(`not a #rgb or #rrggbb colour: ${text}`);
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return {
    red: Number.parseInt(digits.slice(0, 2), 16),
    green: Number.parseInt(digits.slice(2, 4), 16),
    blue: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/** WCAG 2 relative luminance: 0 for black, 1 for white. */
function relativeLuminance(color: RgbColor): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue);
}

/** WCAG 2 contrast ratio of two colours (1 to 21; the order does not matter). */
function contrastRatio(first: string, second: string): number {
  const one = relativeLuminance(parseHexColor(first));
  const other = relativeLuminance(parseHexColor(second));
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/**
 * The colour tokens declared as `--loupe-<name>: light-dark(<light>, <dark>);` in a style
 * sheet, by name (without the prefix).
 */
function readThemeTokens(css: string): Map<string, { light: string; dark: string }> {
  const tokens = new Map<string, { light: string; dark: string }>();
  const declaration =
    /--loupe-([a-z0-9-]+)\s*:\s*light-dark\(\s*([^,\s)]+)\s*,\s*([^,\s)]+)\s*\)/gi;
  for (const match of css.matchAll(declaration)) {
    const [, name, light, dark] = match;
    if (name && light && dark) tokens.set(name, { light, dark });
  }
  return tokens;
}

describe("the contrast check itself", () => {
  it("reads six-digit and three-digit hex colours, and refuses other notations", () => {
    expect(parseHexColor("#4353d6")).toEqual({ red: 0x43, green: 0x53, blue: 0xd6 });
    expect(parseHexColor("#FFF")).toEqual({ red: 255, green: 255, blue: 255 });
    expect(() => parseHexColor("rgb(0 0 0)")).toThrow(/not a #rgb or #rrggbb colour/);
    expect(() => parseHexColor("#12345")).toThrow();
  });

  it("is 21 for black on white and 1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#4353d6", "#4353d6")).toBeCloseTo(1, 5);
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

  it("reads each light-dark() token by name, and skips other declarations", () => {
    const sheet = `:root {
      color-scheme: light dark;
      --loupe-ink: light-dark(#16181d, #e4e6ea);
      --loupe-accent:light-dark( #4353d6 ,#8d99ff );
      --other-token: light-dark(#000000, #ffffff);
      --loupe-radius: 4px;
    }`;
    expect(readThemeTokens(sheet)).toEqual(
      new Map([
        ["ink", { light: "#16181d", dark: "#e4e6ea" }],
        ["accent", { light: "#4353d6", dark: "#8d99ff" }],
      ]),
    );
  });
});

const css = readFileSync(new URL("../../../app/globals.css", import.meta.url), "utf8");
const tokens = readThemeTokens(css);

const plainBackgrounds = ["canvas", "surface", "surface-raised", "surface-sunken"];

/** Every text colour token, with the backgrounds the screens put it on. */
const textPairs: Record<string, string[]> = {
  ink: [...plainBackgrounds, "accent-soft", "lit", "success-soft", "warning-soft", "danger-soft"],
  "ink-muted": [
    ...plainBackgrounds,
    "accent-soft",
    "lit",
    "success-soft",
    "warning-soft",
    "danger-soft",
  ],
  // Placeholders, in fields on the surface or sunken (read-only).
  "ink-faint": ["surface", "surface-sunken"],
  accent: [...plainBackgrounds, "accent-soft", "lit"],
  "accent-ink": ["accent"],
  success: [...plainBackgrounds, "success-soft", "accent-soft", "lit"],
  warning: [...plainBackgrounds, "warning-soft"],
  danger: [...plainBackgrounds, "danger-soft"],
  comment: [...plainBackgrounds, "accent-soft", "lit"],
};

/** The focus ring (the accent) against every background a focusable control sits on. */
const focusRingBackgrounds = [...plainBackgrounds, "accent-soft", "lit", "danger-soft"];

function value(name: string, theme: "light" | "dark"): string {
  const token = tokens.get(name);
  if (!token) throw new Error(`app/globals.css declares no --loupe-${name}`);
  return token[theme];
}

describe.each(["light", "dark"] as const)("the %s theme", (theme) => {
  const pairs = Object.entries(textPairs).flatMap(([text, backgrounds]) =>
    backgrounds.map((background) => ({ text, background })),
  );

  it.each(pairs)("puts $text on $background at 4.5:1 or more", ({ text, background }) => {
    expect(contrastRatio(value(text, theme), value(background, theme))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(focusRingBackgrounds)("draws the focus ring at 3:1 or more on %s", (background) => {
    expect(contrastRatio(value("accent", theme), value(background, theme))).toBeGreaterThanOrEqual(
      3,
    );
  });
});

it("reads every colour token of app/globals.css", () => {
  expect([...tokens.keys()]).toEqual(
    expect.arrayContaining([...Object.keys(textPairs), ...plainBackgrounds, "lit", "line-strong"]),
  );
});
