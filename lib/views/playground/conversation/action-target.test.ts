import { describe, expect, it } from "vitest";
import type { HostAction } from "@/lib/dialects";
import { fileWrite, finishAnswer, forecastCall } from "@/test/support/host-actions";
import { actionTarget } from "./action-target";

const source = { name: "shown", spoken: "shown" };

describe("actionTarget", () => {
  it("names the server and tool, the server and resource, or the file an action works on", () => {
    expect(actionTarget(forecastCall)).toBe("weather/get_forecast");
    expect(actionTarget({ kind: "mcp-resource", source, server: "w", uri: "w://s" })).toBe(
      "w w://s",
    );
    expect(actionTarget(fileWrite)).toBe("result.md");
    expect(actionTarget(finishAnswer)).toBeUndefined();
  });

  it("names what an invalid action meant to work on, once its parts were read", () => {
    const badJson: HostAction = {
      kind: "invalid",
      source,
      reasons: ["arguments is not valid JSON"],
      meant: { kind: "mcp-tool", source, server: "weather", tool: "get_forecast", arguments: {} },
    };
    expect(actionTarget(badJson)).toBe("weather/get_forecast");
    const noTool: HostAction = {
      ...badJson,
      meant: { kind: "mcp-tool", source, server: "weather", tool: "", arguments: {} },
    };
    expect(actionTarget(noTool)).toBeUndefined();
    expect(actionTarget({ kind: "invalid", source, reasons: [] })).toBeUndefined();
  });
});
