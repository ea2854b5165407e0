import { describe, expect, it } from "vitest";
import {
  formatActionLabel,
  formatDenied,
  formatInvalidArguments,
  formatMissingParameter,
  formatNoToolUsed,
  formatPersonAnswer,
  formatToolError,
  formatToolResult,
  TOOL_USE_REMINDER,
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

  it("labels each tool as the host does", () => {
    const label = (name: string, params: Record<string, string> = {}) =>
      formatActionLabel({ name, params });
    expect(label("attempt_completion", { result: "done" })).toBe("attempt_completion");
    expect(label("list_files")).toBe("list_files");
    expect(label("execute_command", { command: "ls", requires_approval: "false" })).toBe(
      "execute_command for 'ls'",
    );
    expect(label("search_files", { path: ".", regex: "York" })).toBe("search_files for 'York'");
    expect(label("search_files", { path: ".", regex: "York", file_pattern: "*.md" })).toBe(
      "search_files for 'York' in '*.md'",
    );
    expect(label("new_task", { context: "Where we are." })).toBe(
      "new_task for creating a new task",
    );
    expect(label("plan_mode_respond", { response: "My plan." })).toBe("plan_mode_respond");
  });

  it("wraps a failure in the host's error tags", () => {
    expect(formatToolError(forecast, "Unknown location")).toBe(
      "[use_mcp_tool for 'weather'] Result:\nThe tool execution failed with the following error:\n<error>\nUnknown location\n</error>",
    );
  });

  it("asks for a retry when the arguments are not a JSON object, naming server and tool", () => {
    expect(formatInvalidArguments(forecast)).toBe(
      "[use_mcp_tool for 'weather'] Result:\nThe tool execution failed with the following error:\n<error>\nInvalid JSON argument used with weather for get_forecast. Please retry with a properly formatted JSON argument.\n</error>",
    );
  });

  it("names a missing parameter and reminds the model of the format", () => {
    expect(formatMissingParameter(forecast, "tool_name")).toBe(
      `[use_mcp_tool for 'weather'] Result:\nThe tool execution failed with the following error:\n<error>\nMissing value for required parameter 'tool_name'. Please retry with complete response.\n\n${TOOL_USE_REMINDER}\n</error>`,
    );
  });

  it("says the user denied a skipped action", () => {
    expect(formatDenied(forecast)).toBe(
      "[use_mcp_tool for 'weather'] Result:\nThe user denied this operation.",
    );
  });

  it("asks for a tool when the answer used none, with the reminder and the next steps", () => {
    const message = formatNoToolUsed();
    expect(message).toMatch(
      /^\[ERROR\] You did not use a tool in your previous response! Please retry with a tool use\.\n\n# Reminder: Instructions for Tool Use\n/,
    );
    expect(message).toContain(
      "# Next Steps\n\nIf you have completed the user's task, use the attempt_completion tool. \n",
    );
    expect(message).toMatch(
      /\(This is an automated message, so do not respond to it conversationally\.\)$/,
    );
  });

  it("wraps the person's answer as each waiting tool expects it", () => {
    const answer = (name: string, params: Record<string, string>, text: string) =>
      formatPersonAnswer({ name, params }, text);
    expect(answer("ask_followup_question", { question: "Which city?" }, "New York")).toBe(
      "[ask_followup_question for 'Which city?'] Result:\n<answer>\nNew York\n</answer>",
    );
    expect(answer("plan_mode_respond", { response: "Plan" }, "Go ahead")).toBe(
      "[plan_mode_respond] Result:\n<user_message>\nGo ahead\n</user_message>",
    );
    expect(answer("new_task", { context: "Ctx" }, "Not yet, finish the file first")).toBe(
      "[new_task for creating a new task] Result:\nThe user provided feedback instead of creating a new task:\n<feedback>\nNot yet, finish the file first\n</feedback>",
    );
    expect(answer("new_task", { context: "Ctx" }, "")).toBe(
      "[new_task for creating a new task] Result:\nThe user has created a new task with the provided context.",
    );
    expect(answer("read_file", { path: "a.md" }, "text")).toBeUndefined();
  });
});
