import { describe, expect, it } from "vitest";
import type { DialectServer } from "@/lib/dialects/dialect";
import { JsonStreamParser, parseJsonAnswer } from "./streaming-parser";

const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [
    {
      name: "get_alerts",
      inputSchema: { type: "object", properties: { state: { type: "string" } } },
    },
  ],
  resources: [],
  resourceTemplates: [],
};

const fenced = [
  "Thought: I need the forecast.",
  "```json",
  '{"action": "weather.get_forecast", "action_input": {"latitude": 40.7, "longitude": -74}}',
  "```",
].join("\n");

describe("the JSON blob parser", () => {
  it("reads one fenced blob: the thought before it, the action, a span over the fence", () => {
    const result = parseJsonAnswer(fenced);
    expect(result.thinking).toBe("I need the forecast.");
    expect(result.actions).toEqual([
      {
        name: "use_mcp_tool",
        params: {
          server_name: "weather",
          tool_name: "get_forecast",
          arguments: '{"latitude":40.7,"longitude":-74}',
        },
        json: { latitude: 40.7, longitude: -74 },
        span: { start: fenced.indexOf("```"), end: fenced.length },
        valid: true,
        partial: false,
        errors: [],
      },
    ]);
  });

  it("reads a bare blob, and braces and quotes inside its strings", () => {
    const answer =
      '{"action": "write_to_file", "action_input": {"path": "a.md", "content": "} \\" {"}}';
    expect(parseJsonAnswer(answer).actions).toMatchObject([
      { name: "write_to_file", params: { path: "a.md", content: '} " {' }, valid: true },
    ]);
  });

  it('ends the run with "Final Answer", its input the answer', () => {
    const answer = '{"action": "Final Answer", "action_input": "Sunny, 24°C."}';
    expect(parseJsonAnswer(answer).actions).toMatchObject([
      { name: "attempt_completion", params: { result: "Sunny, 24°C." }, valid: true },
    ]);
  });

  it("gives a string input to the tool's first parameter, given the servers", () => {
    const answer = '{"action": "weather.get_alerts", "action_input": "NY"}';
    expect(parseJsonAnswer(answer, [weather]).actions[0]).toMatchObject({
      valid: true,
      json: { state: "NY" },
    });
  });

  it("locates text after the blob", () => {
    const answer = `${fenced}\nI will wait for the result.`;
    const [action] = parseJsonAnswer(answer).actions;
    expect(action).toMatchObject({ valid: false, span: { end: fenced.length } });
    expect(action?.errors).toEqual([
      "text follows the action blob at line 5 column 1: answer with the blob alone",
    ]);
  });

  it("locates a second blob, and reads it as a second action", () => {
    const answer =
      '{"action": "read_file", "action_input": {"path": "a.md"}}\n{"action": "read_file", "action_input": {"path": "b.md"}}';
    const [first, second] = parseJsonAnswer(answer).actions;
    expect(first?.errors).toEqual([
      "a second action blob follows at line 2 column 1: answer with one action per turn",
    ]);
    expect(second).toMatchObject({ params: { path: "b.md" }, valid: true });
  });

  it("locates a trailing comma by line and column in the blob, keeping the action's name", () => {
    const answer =
      '```json\n{\n  "action": "weather.get_forecast",\n  "action_input": {"latitude": 1,}\n}\n```';
    const [action] = parseJsonAnswer(answer).actions;
    expect(action).toMatchObject({ name: "weather.get_forecast", valid: false, partial: false });
    expect(action?.errors).toEqual([
      "the action blob is not valid JSON: Unexpected token } at line 3 column 34 (expected double-quoted property name)",
    ]);
  });

  it("marks a blob the answer ended inside as partial, located where it opened", () => {
    const [action] = parseJsonAnswer('Thought: go\n{"action": "read_file", "action_in').actions;
    expect(action).toMatchObject({ name: "read_file", partial: true, valid: false });
    expect(action?.errors).toEqual([
      "the answer ended inside the action blob opened at line 2 column 1",
    ]);
  });

  it("says a blob without an action, without an input, and an unknown action", () => {
    expect(parseJsonAnswer('{"action_input": {}}').actions[0]?.errors).toContain(
      'the action blob has no "action" string',
    );
    expect(parseJsonAnswer('{"action": "read_file"}').actions[0]?.errors).toContain(
      "the action 'read_file' has no action_input",
    );
    expect(parseJsonAnswer('{"action": "Search", "action_input": {}}').actions[0]?.errors).toEqual([
      "'Search' is not one of the tools listed in the system prompt (an MCP tool is named server.tool)",
    ]);
  });

  it("keeps braces in the thought as text: only an object with a key is a blob", () => {
    const answer = `Thought: the {city} is New York, {} so\n${fenced.split("\n").slice(1).join("\n")}`;
    const result = parseJsonAnswer(answer);
    expect(result.actions).toMatchObject([{ name: "use_mcp_tool", valid: true, errors: [] }]);
    expect(result.thinking).toBe("the {city} is New York, {} so");
    expect(parseJsonAnswer("I think {maybe").actions).toEqual([]);
  });

  it("shows the blob being written, its action once named, and reports it at its closing fence", () => {
    const parser = new JsonStreamParser();
    const first = parser.push("Thought: x\n```json\n{");
    expect(first.open).toEqual({ start: 11 });
    expect(first.partial).toEqual({
      name: "action blob",
      params: {},
      span: { start: 11, end: 20 },
      valid: false,
      partial: true,
      errors: [],
    });
    const named = parser.push('"action": "read_file", "action_input"');
    expect(named.open).toEqual({ start: 11, action: "read_file" });
    expect(named.partial).toMatchObject({ name: "read_file", partial: true });
    const closed = parser.push(': {"path": "a"}}');
    expect(closed.actions).toEqual([]);
    expect(closed.partial).toBeUndefined();
    const fence = parser.push("\n```");
    expect(fence.actions).toMatchObject([
      { name: "read_file", valid: true, span: { start: 11, end: 77 } },
    ]);
  });

  it("reports a bare blob at its closing brace, before anything follows it", () => {
    const parser = new JsonStreamParser();
    expect(parser.push('{"action": "read_file", "action_input": {"path": "a"}').actions).toEqual(
      [],
    );
    expect(parser.push("}").actions).toMatchObject([{ name: "read_file", valid: true }]);
  });

  it("reports a fenced blob whose fence does not come at the text after it, judged at the end", () => {
    const parser = new JsonStreamParser();
    parser.push('```json\n{"action": "read_file", "action_input": {"path": "a"}}\n');
    const trailing = parser.push("Thanks");
    expect(trailing.actions).toMatchObject([{ name: "read_file", valid: true, errors: [] }]);
    expect(parser.end().actions[0]?.errors).toEqual([
      "text follows the action blob at line 3 column 1: answer with the blob alone",
    ]);
  });

  it("shows no action being written for prose in braces", () => {
    const parser = new JsonStreamParser();
    expect(parser.push("I think {maybe").partial).toBeUndefined();
    expect(parser.push(" not").open).toEqual({ start: 8 });
  });
});
