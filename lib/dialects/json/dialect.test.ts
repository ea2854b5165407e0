import { describe, expect, it } from "vitest";
import type { DialectServer } from "@/lib/dialects/dialect";
import { jsonDialect } from "./dialect";

const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [{ name: "get_forecast", inputSchema: { type: "object", properties: {} } }],
  resources: [{ uri: "weather://stations" }],
  resourceTemplates: [],
};

describe("the JSON blob dialect", () => {
  it("renders the blob prompt with every tool, the resource tool when a server has resources", () => {
    const prompt = jsonDialect.renderSystemPrompt([weather]);
    expect(prompt).toContain('"action_input"');
    expect(prompt).toContain(
      'Valid "action" values: "Final Answer" or one of [weather.get_forecast, write_to_file, read_file, list_files, search_files, replace_in_file, ask_followup_question, access_mcp_resource]',
    );
    expect(prompt).toContain("- weather resources: weather://stations");
    expect(jsonDialect.isAskedForBy?.(prompt)).toBe(true);
    expect(jsonDialect.stopSequences).toEqual([]);
  });

  it("gives the action as its blob closes, and at the end the whole answer's verdict on it", () => {
    const parser = jsonDialect.createParser();
    const answer = '{"action": "read_file", "action_input": {"path": "a.md"}}';
    expect(parser.push({ type: "text", text: answer })).toMatchObject({
      name: "read_file",
      valid: true,
    });
    parser.push({ type: "text", text: "\nThanks!" });
    const { action } = parser.end({
      content: `${answer}\nThanks!`,
      reasoning: "",
      toolCalls: [],
      finishReason: "stop",
    });
    expect(action).toMatchObject({ valid: false, name: "read_file" });
    expect(action?.errors).toEqual([
      "text follows the action blob at line 2 column 1: answer with the blob alone",
    ]);
  });

  it("shows an MCP tool by its name, a final answer as Final Answer", () => {
    const [tool] = jsonDialect.readAll(
      jsonDialect.write({
        kind: "mcp-tool",
        server: "weather",
        tool: "get_forecast",
        arguments: {},
      }),
    );
    const [finish] = jsonDialect.readAll(jsonDialect.write({ kind: "finish", result: "Done." }));
    if (!tool || !finish) throw new Error("nothing read");
    expect(jsonDialect.hostAction(tool).source).toMatchObject({ name: "weather.get_forecast" });
    expect(jsonDialect.hostAction(finish)).toMatchObject({
      kind: "finish",
      result: "Done.",
      source: { name: "Final Answer" },
    });
  });

  it("sends results back as Observations and errors as Error: with the way to correct them", () => {
    const [action] = jsonDialect.readAll({
      content: '{"action": "x", "action_input": {}}',
      toolCalls: [],
    });
    if (!action) throw new Error("no action read");
    expect(jsonDialect.observe(action, { kind: "mock", text: "42" }).content).toBe(
      "Observation: 42",
    );
    expect(jsonDialect.observe(action, { kind: "invalid", reasons: action.errors }).content).toBe(
      'Error: the host could not run your action: \'x\' is not one of the tools listed in the system prompt (an MCP tool is named server.tool). Answer again with one valid JSON blob, its "action" one of the listed tools and its "action_input" the tool\'s input, and nothing after it.',
    );
  });
});
