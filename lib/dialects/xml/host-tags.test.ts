import { describe, expect, it } from "vitest";
import type { ModelPart } from "@/lib/llm/model-part";
import { xmlDialect } from "./dialect";

/** Reads `answer` in 5-character pieces, as a stream brings it, into its first host action. */
function streamed(answer: string) {
  const parser = xmlDialect.createParser();
  for (const piece of answer.match(/[\s\S]{1,5}/g) ?? []) {
    parser.push({ type: "text", text: piece } satisfies ModelPart);
  }
  const { action, thinking } = parser.end({ content: answer, reasoning: "", toolCalls: [] });
  if (!action) throw new Error("the answer holds an action");
  return { action, thinking, host: xmlDialect.hostAction(action) };
}

const checklist = "- [x] Get the forecast\n- [ ] Write result.md";

describe("the host's other XML tags", () => {
  it("reads search_files as a search of the workspace, with its file pattern", () => {
    const answer =
      "<thinking>Where is New York mentioned?</thinking>\n<search_files>\n<path>.</path>\n<regex>New York</regex>\n<file_pattern>*.md</file_pattern>\n</search_files>";
    const { action, thinking, host } = streamed(answer);
    expect(thinking).toBe("Where is New York mentioned?");
    expect(action).toMatchObject({ name: "search_files", valid: true, partial: false });
    expect(action.span.end).toBe(answer.length);
    expect(host).toEqual({
      kind: "file-tool",
      which: "search",
      args: { path: ".", regex: "New York", file_pattern: "*.md" },
      source: { name: "search_files", detail: ".", spoken: "search_files ." },
    });
    expect(
      xmlDialect.observe(action, { kind: "result", text: "Found 0 results.", isError: false }),
    ).toEqual({
      role: "user",
      content: "[search_files for 'New York' in '*.md'] Result:\nFound 0 results.",
    });
  });

  it("wants a regex for search_files, in the host's words", () => {
    const { action, host } = streamed("<search_files>\n<path>.</path>\n</search_files>");
    expect(host).toMatchObject({ kind: "invalid", meant: { kind: "file-tool", which: "search" } });
    expect(
      xmlDialect.observe(action, { kind: "invalid", reasons: action.errors }).content,
    ).toContain(
      "Missing value for required parameter 'regex'. Please retry with complete response.",
    );
  });

  it("reads new_task as a new task for the person, and words their answer", () => {
    const context = "1. Current Work: the forecast is fetched.\n2. Next Steps: write result.md.";
    const { action, host } = streamed(`<new_task>\n<context>\n${context}\n</context>\n</new_task>`);
    expect(host).toEqual({
      kind: "new-task",
      context,
      source: { name: "new_task", spoken: "new_task" },
    });
    expect(xmlDialect.observe(action, { kind: "mock", text: "Finish here first." }).content).toBe(
      "[new_task for creating a new task] Result:\nThe user provided feedback instead of creating a new task:\n<feedback>\nFinish here first.\n</feedback>",
    );
  });

  it("reads plan_mode_respond as a reply that waits for the person", () => {
    const { action, host } = streamed(
      "<plan_mode_respond>\n<response>\nFirst the forecast, then the file. Shall I?\n</response>\n</plan_mode_respond>",
    );
    expect(host).toMatchObject({
      kind: "plan-response",
      response: "First the forecast, then the file. Shall I?",
    });
    expect(xmlDialect.observe(action, { kind: "mock", text: "Yes." }).content).toBe(
      "[plan_mode_respond] Result:\n<user_message>\nYes.\n</user_message>",
    );
  });

  it("keeps a tool's task_progress checklist beside its parameters, and runs the tool as without it", () => {
    const { action, host } = streamed(
      `<use_mcp_tool>\n<server_name>weather</server_name>\n<tool_name>get_forecast</tool_name>\n<arguments>{"latitude": 40.7, "longitude": -74}</arguments>\n<task_progress>\n${checklist}\n</task_progress>\n</use_mcp_tool>`,
    );
    expect(action.params.task_progress).toBe(checklist);
    expect(host).toMatchObject({
      kind: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
      arguments: { latitude: 40.7, longitude: -74 },
    });
  });

  it("ends a file's content at its last closing tag, before the checklist", () => {
    const { action, host } = streamed(
      `<write_to_file>\n<path>notes.md</path>\n<content>\nuse </content> in XML\n</content>\n<task_progress>\n${checklist}\n</task_progress>\n</write_to_file>`,
    );
    expect(action.params.task_progress).toBe(checklist);
    expect(host).toMatchObject({
      kind: "file-tool",
      which: "write",
      args: { path: "notes.md", content: "use </content> in XML" },
    });
  });

  it("gives a completion's checklist and result apart", () => {
    const { action, host } = streamed(
      `<attempt_completion>\n<task_progress>\n- [x] Done\n</task_progress>\n<result>\nSunny.\n</result>\n</attempt_completion>`,
    );
    expect(action.params).toEqual({ task_progress: "- [x] Done", result: "Sunny." });
    expect(host).toMatchObject({ kind: "finish", result: "Sunny." });
  });
});
