import { describe, expect, it } from "vitest";
import { compareSearch, comparisonExportUrl, parseCompareUrl } from "./url";

describe("the Compare page's URL", () => {
  it("reads the open comparison and the tab, columns by default", () => {
    expect(parseCompareUrl(new URLSearchParams("comparison=cmp-1&tab=tool-choice"))).toEqual({
      comparisonId: "cmp-1",
      tab: "tool-choice",
      source: null,
      matrixId: null,
    });
    expect(parseCompareUrl(new URLSearchParams("comparison=cmp-1&tab=nope")).tab).toBe("columns");
  });

  it("reads the session or capture the setup starts from, ignoring ids that do not parse", () => {
    expect(parseCompareUrl(new URLSearchParams("session=s-1")).source).toEqual({ session: "s-1" });
    expect(parseCompareUrl(new URLSearchParams("capture=capture-2")).source).toEqual({
      capture: "capture-2",
    });
    expect(parseCompareUrl(new URLSearchParams("session=a%20b")).source).toBeNull();
  });

  it("writes changes, leaving the default tab and a cleared source out", () => {
    const current = new URLSearchParams("session=s-1&tab=tool-choice");
    expect(compareSearch(current, { comparisonId: "cmp-9", source: null, tab: "columns" })).toBe(
      "?comparison=cmp-9",
    );
    expect(compareSearch(new URLSearchParams(), {})).toBe("");
    expect(compareSearch(new URLSearchParams(), { source: { capture: "c-1" } })).toBe(
      "?capture=c-1",
    );
  });

  it("names the saved matrix the Which tool? tab shows, or forgets it, keeping the rest", () => {
    expect(parseCompareUrl(new URLSearchParams("tab=tool-choice&matrix=m-1")).matrixId).toBe("m-1");
    expect(parseCompareUrl(new URLSearchParams("tab=tool-choice&matrix=")).matrixId).toBeNull();
    const current = new URLSearchParams("tab=tool-choice&matrix=m-1");
    expect(compareSearch(current, { matrixId: "m-2" })).toBe("?tab=tool-choice&matrix=m-2");
    expect(compareSearch(current, { matrixId: null })).toBe("?tab=tool-choice");
  });

  it("links the exports by format", () => {
    expect(comparisonExportUrl("cmp 1", "markdown")).toBe(
      "/api/comparisons/cmp%201/export?format=markdown",
    );
  });
});
