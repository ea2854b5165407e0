import { describe, expect, it } from "vitest";
import type { ParsedAction } from "@/lib/events/types";
import { actionHeading } from "./action-heading";

const forecast: ParsedAction = {
  name: "use_mcp_tool",
  params: { server_name: "weather", tool_name: "get_forecast", arguments: "{}" },
  span: { start: 0, end: 10 },
  valid: true,
  partial: false,
  errors: [],
};

describe("actionHeading", () => {
  it("names a native tool call by the function the model called, and the action it stands for", () => {
    const call = {
      ...forecast,
      toolCall: { index: 0, id: "call_1", name: "weather__get_forecast" },
    };
    expect(actionHeading(call)).toEqual({
      name: "weather__get_forecast",
      detail: "as use_mcp_tool",
    });
  });

  it("names a native call of a built-in by its own name and target", () => {
    const write = {
      name: "write_to_file",
      params: { path: "result.md", content: "Sunny" },
      toolCall: { index: 0, id: "call_2", name: "write_to_file" },
    };
    expect(actionHeading(write)).toEqual({ name: "write_to_file", detail: "result.md" });
  });

  it("names an XML action by its tag and its target", () => {
    expect(actionHeading(forecast)).toEqual({
      name: "use_mcp_tool",
      detail: "weather/get_forecast",
    });
    expect(actionHeading({ name: "attempt_completion", params: { result: "Done" } })).toEqual({
      name: "attempt_completion",
    });
  });
});
