import { describe, expect, it } from "vitest";
import { parseThemeChoice, themeBootScript, themeStorageKey } from "./theme";

describe("theme", () => {
  it("reads light and dark and falls back to the system theme", () => {
    expect(parseThemeChoice("dark")).toBe("dark");
    expect(parseThemeChoice("light")).toBe("light");
    expect(parseThemeChoice("blue")).toBe("system");
    expect(parseThemeChoice(null)).toBe("system");
  });

  it("boots the stored choice from the same storage key", () => {
    expect(themeBootScript).toContain(themeStorageKey);
  });
});
