import { describe, expect, it } from "vitest";
import type { ModelPart } from "@/lib/llm/model-part";
import { xmlDialect } from "./dialect";

const forecastAnswer =
  '<thinking>I need the forecast.</thinking>\n<use_mcp_tool>\n<server_name>weather</server_name>\n<tool_name>get_forecast</tool_name>\n<arguments>\n{"latitude": 40.7128, "longitude": -74.006}\n</arguments>\n</use_mcp_tool>';

describe("xml dialect", () => {
  it("finds the first action while text streams, ignoring what follows", () => {
    const parser = xmlDialect.createParser();
    const text = `${forecastAnswer}\nAnd then more text.`;
    let early: unknown;
    for (const piece of text.match(/[\s\S]{1,7}/g) ?? []) {
      early ??= parser.push({ type: "text", text: piece } satisfies ModelPart);
    }
    expect(early).toMatchObject({ name: "use_mcp_tool", valid: true });
    const final = parser.end({ content: text, reasoning: "", toolCalls: [] });
    expect(final.thinking).toBe("I need the forecast.");
    expect(final.action?.span.end).toBe(forecastAnswer.length);
    expect(xmlDialect.assistantMessage({ content: text, toolCalls: [] }, final.action)).toEqual({
      role: "assistant",
      content: forecastAnswer,
    });
  });

  it("ignores reasoning and tool-call parts: only the text carries actions", () => {
    const parser = xmlDialect.createParser();
    parser.push({
      type: "reasoning",
      text: "<attempt_completion><result>x</result></attempt_completion>",
    });
    expect(parser.end({ content: "", reasoning: "", toolCalls: [] }).action).toBeUndefined();
  });

  it("returns a partial action when the answer ends inside it", () => {
    const parser = xmlDialect.createParser();
    parser.push({ type: "text", text: "<write_to_file>\n<path>a.md</path>\n<content>hi" });
    expect(parser.end({ content: "", reasoning: "", toolCalls: [] }).action).toMatchObject({
      name: "write_to_file",
      partial: true,
      valid: false,
    });
  });

  it("words each outcome as the seeds' host does", () => {
    const parser = xmlDialect.createParser();
    const action = parser.push({ type: "text", text: forecastAnswer });
    if (!action) throw new Error("no action");
    const label = "[use_mcp_tool for 'weather'] Result:";
    expect(xmlDialect.observe(action, { kind: "result", text: "Sunny", isError: false })).toEqual({
      role: "user",
      content: `${label}\nSunny`,
    });
    expect(xmlDialect.observe(action, { kind: "denied" }).content).toBe(
      `${label}\nThe user denied this operation.`,
    );
    expect(
      xmlDialect.observe(action, {
        kind: "invalid",
        reasons: ["arguments is not valid JSON: Unexpected token"],
      }).content,
    ).toContain(
      "<error>\nInvalid JSON argument used with weather for get_forecast. Please retry with a properly formatted JSON argument.\n</error>",
    );
    expect(
      xmlDialect.observe(action, {
        kind: "invalid",
        reasons: ["missing required parameter <tool_name> in <use_mcp_tool>"],
      }).content,
    ).toContain("Missing value for required parameter 'tool_name'. Please retry");
    expect(
      xmlDialect.observe(action, { kind: "result", text: "No such city", isError: true }).content,
    ).toBe(
      `${label}\nThe tool execution failed with the following error:\n<error>\nNo such city\n</error>`,
    );
    expect(xmlDialect.observe(null, { kind: "denied" }).content).toMatch(/did not use a tool/);
  });

  it("renders resource templates of a server in the prompt", () => {
    const prompt = xmlDialect.renderSystemPrompt([
      {
        name: "everything",
        transportLabel: "stdio: mcp-server-everything",
        tools: [],
        resources: [],
        resourceTemplates: [{ uriTemplate: "demo://resource/{id}", name: "Resource" }],
      },
    ]);
    expect(prompt).toContain("### Resource Templates\n- demo://resource/{id} (Resource)");
    expect(xmlDialect.tools([])).toBeUndefined();
  });

  it("reads an action as the host action it asks for, shown by its tag and target", () => {
    const [action] = xmlDialect.readAll({ content: forecastAnswer, toolCalls: [] });
    if (!action) throw new Error("the answer holds an action");
    expect(xmlDialect.hostAction(action)).toEqual({
      kind: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
      arguments: { latitude: 40.7128, longitude: -74.006 },
      source: {
        name: "use_mcp_tool",
        detail: "weather/get_forecast",
        spoken: "use_mcp_tool get_forecast",
      },
    });
    const [done] = xmlDialect.readAll({
      content: "<attempt_completion>\n<result>\nSunny.\n</result>\n</attempt_completion>",
      toolCalls: [],
    });
    if (!done) throw new Error("the answer holds an action");
    expect(xmlDialect.hostAction(done)).toEqual({
      kind: "finish",
      result: "Sunny.",
      source: { name: "attempt_completion", spoken: "attempt_completion" },
    });
  });

  it("keeps a cut-off completion invalid, meaning to finish the run", () => {
    const [cut] = xmlDialect.readAll({
      content: "<attempt_completion>\n<result>\nSun",
      toolCalls: [],
    });
    if (!cut) throw new Error("the answer holds a partial action");
    expect(xmlDialect.hostAction(cut)).toMatchObject({
      kind: "invalid",
      meant: { kind: "finish" },
    });
  });
});
