import { describe, expect, it } from "vitest";
import {
  formatActionLabel,
  formatDenied,
  formatFollowupAnswer,
  formatInvalidArguments,
  formatNoToolUsed,
  formatToolError,
  formatToolResult,
} from "./observation";

const forecast = {
  name: "use_mcp_tool",
  params: { server_name: "weather", tool_name: "get_forecast", arguments: "{}" },
};
const write = { name: "write_to_file", params: { path: "result.md", content: "# Weather" } };

describe("XML observations", () => {
  it("files an MCP tool result under its server", () => {
    expect(formatToolResult(forecast, "Sunny, 24°C")).toBe(
      "[use_mcp_tool for 'weather'] Result:\nSunny, 24°C",
    );
  });

  it("files a resource result under its server", () => {
    const resource = {
      name: "access_mcp_resource",
      params: { server_name: "weather", uri: "weather://cities" },
    };
    expect(formatToolResult(resource, "New York")).toBe(
      "[access_mcp_resource for 'weather'] Result:\nNew York",
    );
  });

  it("files a built-in tool result under its path", () => {
    expect(formatToolResult(write, "The content was successfully saved to result.md.")).toBe(
      "[write_to_file for 'result.md'] Result:\nThe content was successfully saved to result.md.",
    );
  });

  it("labels tools without a target by name alone", () => {
    expect(formatActionLabel({ name: "attempt_completion", params: { result: "done" } })).toBe(
      "attempt_completion",
    );
    expect(formatActionLabel({ name: "list_files", params: {} })).toBe("list_files");
    expect(
      formatActionLabel({
        name: "execute_command",
        params: { command: "ls", requires_approval: "false" },
      }),
    ).toBe("execute_command for 'ls'");
  });

  it("marks a failed tool with [ERROR]", () => {
    expect(formatToolError(forecast, "Unknown location")).toBe(
      "[use_mcp_tool for 'weather'] Result:\n[ERROR] Unknown location",
    );
  });

  it("asks for a retry when the arguments are not valid JSON", () => {
    expect(formatInvalidArguments(forecast, "Unexpected token } at line 1 column 44")).toBe(
      "[use_mcp_tool for 'weather'] Result:\n[ERROR] Invalid JSON argument used with use_mcp_tool for get_forecast: Unexpected token } at line 1 column 44. Please retry with a properly formatted JSON argument.",
    );
  });

  it("drops the parser's own prefix from a JSON error", () => {
    expect(
      formatInvalidArguments(
        forecast,
        "arguments is not valid JSON: Unexpected end of JSON input.",
      ),
    ).toContain("for get_forecast: Unexpected end of JSON input. Please retry");
  });

  it("says the user denied a skipped action", () => {
    expect(formatDenied(forecast)).toBe(
      "[use_mcp_tool for 'weather'] Result:\nThe user denied this operation.",
    );
  });

  it("asks for a tool when the answer used none", () => {
    expect(formatNoToolUsed()).toBe(
      "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.",
    );
  });

  it("wraps the user's answer to a follow-up question in answer tags", () => {
    const question = {
      name: "ask_followup_question",
      params: { question: "Which city?" },
    };
    expect(formatFollowupAnswer(question, "New York")).toBe(
      "[ask_followup_question for 'Which city?'] Result:\n<answer>\nNew York\n</answer>",
    );
  });
});
