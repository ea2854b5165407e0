import { describe, expect, it } from "vitest";
import { AUTO_APPROVE_ENTRY, autoApproveEntryFor, isAutoApproved } from "@/lib/api/auto-approve";
import type { HostAction } from "@/lib/dialects/host-action";

const source = { name: "call", spoken: "call" };
const forecast: HostAction = {
  kind: "mcp-tool",
  server: "weather",
  tool: "get_forecast",
  arguments: {},
  source,
};
const write: HostAction = {
  kind: "file-tool",
  which: "write",
  args: { path: "a.md", content: "" },
  source,
};
const question: HostAction = { kind: "question", question: "Which city?", source };

describe("auto-approve", () => {
  it("matches an MCP tool by name, by server:tool and by server:*", () => {
    expect(isAutoApproved(forecast, ["get_forecast"])).toBe(true);
    expect(isAutoApproved(forecast, ["weather:get_forecast"])).toBe(true);
    expect(isAutoApproved(forecast, ["weather:*"])).toBe(true);
    expect(isAutoApproved(forecast, ["other:*", "get_alerts"])).toBe(false);
  });

  it("matches a file tool by its name and never a question", () => {
    expect(isAutoApproved(write, ["write_to_file"])).toBe(true);
    expect(isAutoApproved(write, ["weather:*"])).toBe(false);
    expect(isAutoApproved(question, ["ask_followup_question"])).toBe(false);
  });

  it("offers the entry Always allow adds, and none for a question", () => {
    expect(autoApproveEntryFor(forecast)).toBe("weather:get_forecast");
    expect(autoApproveEntryFor(write)).toBe("write_to_file");
    expect(autoApproveEntryFor(question)).toBeUndefined();
  });

  it("accepts names and server patterns, not blanks or stray wildcards", () => {
    for (const entry of ["get_forecast", "weather:*", "weather:get_forecast"]) {
      expect(AUTO_APPROVE_ENTRY.test(entry)).toBe(true);
    }
    for (const entry of ["", "*", "a b", "weather:", ":x", "a:b:c", "wea*"]) {
      expect(AUTO_APPROVE_ENTRY.test(entry)).toBe(false);
    }
  });
});
