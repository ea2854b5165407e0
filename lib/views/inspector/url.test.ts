import { describe, expect, it } from "vitest";
import { inspectorSearch, inspectorTabLabel, parseInspectorUrl } from "./url";

describe("parseInspectorUrl", () => {
  it("reads the server id and the tab", () => {
    const state = parseInspectorUrl(new URLSearchParams("server=abc-1&tab=traffic"));
    expect(state).toEqual({ serverId: "abc-1", tab: "traffic" });
  });

  it("falls back to no server and the overview tab for values that do not parse", () => {
    const state = parseInspectorUrl(new URLSearchParams("server=a%20b&tab=nonsense"));
    expect(state).toEqual({ serverId: null, tab: "overview" });
  });
});

describe("inspectorSearch", () => {
  it("sets the server and leaves the default tab out of the URL", () => {
    const current = new URLSearchParams("tab=console&token=x");
    expect(inspectorSearch(current, { serverId: "s1", tab: "overview" })).toBe(
      "?token=x&server=s1",
    );
  });

  it("removes the server and answers an empty string when nothing is left", () => {
    expect(inspectorSearch(new URLSearchParams("server=s1"), { serverId: null })).toBe("");
  });
});

describe("inspectorTabLabel", () => {
  it("capitalizes the tab name", () => {
    expect(inspectorTabLabel("console")).toBe("Console");
  });
});
