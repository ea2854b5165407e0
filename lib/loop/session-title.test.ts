import { describe, expect, it } from "vitest";
import { copyTitle, MAX_TITLE_CHARS, sessionTitle } from "./session-title";

describe("sessionTitle", () => {
  it("is the given title when there is one", () => {
    expect(sessionTitle("My run", "the task")).toBe("My run");
  });

  it("is the task's first non-empty line, trimmed, otherwise", () => {
    expect(sessionTitle(null, "\n  Find the weather  \r\nthen write it")).toBe("Find the weather");
  });

  it("clips a long first line to the title's limit", () => {
    const title = sessionTitle(null, "x".repeat(500));
    expect(title).toHaveLength(MAX_TITLE_CHARS);
    expect(title.endsWith("…")).toBe(true);
  });

  it("names a blank task as untitled", () => {
    expect(sessionTitle(null, "  \n ")).toBe("Untitled run");
  });
});

describe("copyTitle", () => {
  it("is the name and (copy)", () => {
    expect(copyTitle("Forecast run")).toBe("Forecast run (copy)");
  });

  it("clips a long name so the copy's title stays within the limit", () => {
    const title = copyTitle("y".repeat(MAX_TITLE_CHARS));
    expect(title).toHaveLength(MAX_TITLE_CHARS);
    expect(title.endsWith("… (copy)")).toBe(true);
  });
});
