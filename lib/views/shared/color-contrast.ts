/** A colour as red, green and blue channels, 0 to 255. */
export interface RgbColor {
  red: number;
  green: number;
  blue: number;
}

/** A theme token's value in the light and the dark theme. */
export interface ThemeTokenValue {
  light: string;
  dark: string;
}

/** Reads `#rgb` or `#rrggbb`; throws on anything else, so a token in another notation is noticed. */
export function parseHexColor(text: string): RgbColor {
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
export function relativeLuminance(color: RgbColor): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue);
}

/** WCAG 2 contrast ratio of two colours (1 to 21; the order does not matter). */
export function contrastRatio(first: string, second: string): number {
  const one = relativeLuminance(parseHexColor(first));
  const other = relativeLuminance(parseHexColor(second));
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/**
 * The colour tokens declared as `--<prefix><name>: light-dark(<light>, <dark>);` in a style
 * sheet, by name (without the prefix).
 */
export function readThemeTokens(css: string, prefix = "--loupe-"): Map<string, ThemeTokenValue> {
  const tokens = new Map<string, ThemeTokenValue>();
  const escaped = prefix.replace(/[-]/g, "\\-");
  const declaration = new RegExp(
    `${escaped}([a-z0-9-]+)\\s*:\\s*light-dark\\(\\s*([^,\\s)]+)\\s*,\\s*([^,\\s)]+)\\s*\\)`,
    "gi",
  );
  for (const match of css.matchAll(declaration)) {
    const [, name, light, dark] = match;
    if (name && light && dark) tokens.set(name, { light, dark });
  }
  return tokens;
}
