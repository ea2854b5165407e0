import { describe, expect, it } from "vitest";
import { isExpectedTool } from "@/lib/tool-choice/expected-tool";

describe("isExpectedTool", () => {
  it("matches server.tool against that server's tool only", () => {
    const call = { server: "weather", tool: "get_forecast", valid: true };
    expect(isExpectedTool("weather.get_forecast", call)).toBe(true);
    expect(isExpectedTool("other.get_forecast", call)).toBe(false);
  });

  it("matches a bare tool name on any server, and a file tool by its name", () => {
    expect(
      isExpectedTool("get_forecast", { server: "weather", tool: "get_forecast", valid: true }),
    ).toBe(true);
    expect(isExpectedTool("write", { tool: "write", valid: true })).toBe(true);
    expect(
      isExpectedTool("get_alerts", { server: "weather", tool: "get_forecast", valid: true }),
    ).toBe(false);
  });

  it("never matches an answer without a tool, or a malformed call of the right tool", () => {
    expect(isExpectedTool("get_forecast", { valid: true })).toBe(false);
    expect(
      isExpectedTool("get_forecast", { server: "weather", tool: "get_forecast", valid: false }),
    ).toBe(false);
  });
});
