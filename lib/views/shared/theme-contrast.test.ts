import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, readThemeTokens } from "./color-contrast";

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
