import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DialectServer } from "@/lib/dialects/dialect";
import { parseReactTextAnswer, ReactTextStreamParser } from "./streaming-parser";

const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [
    {
      name: "get_forecast",
      inputSchema: {
        type: "object",
        properties: { latitude: { type: "number" }, longitude: { type: "number" } },
        required: ["latitude", "longitude"],
      },
    },
    {
      name: "get_alerts",
      inputSchema: { type: "object", properties: { state: { type: "string" } } },
    },
  ],
  resources: [],
  resourceTemplates: [],
};

const classic = [
  "Thought: I need tomorrow's forecast for New York.",
  "Action: weather.get_forecast",
  'Action Input: {"latitude": 40.7128, "longitude": -74.006}',
].join("\n");

describe("the ReAct text parser", () => {
  it("reads the classic format: the thought, then the action and its JSON input", () => {
    const result = parseReactTextAnswer(classic);
    expect(result.thinking).toBe("I need tomorrow's forecast for New York.");
    expect(result.actions).toEqual([
      {
        name: "use_mcp_tool",
        params: {
          server_name: "weather",
          tool_name: "get_forecast",
          arguments: '{"latitude": 40.7128, "longitude": -74.006}',
        },
        json: { latitude: 40.7128, longitude: -74.006 },
        span: { start: classic.indexOf("Action:"), end: classic.length },
        valid: true,
        partial: false,
        errors: [],
      },
    ]);
  });

  it("reads the paper's numbered style: Tool[value] fills a built-in's first parameter, Finish ends", () => {
    const answer =
      "Thought 1: I should read the notes.\nAction 1: read_file[notes.md]\nThought 2: Done.\nAction 2: Finish[All read.]";
    const [read, finish] = parseReactTextAnswer(answer).actions;
    expect(read).toMatchObject({ name: "read_file", params: { path: "notes.md" }, valid: true });
    expect(finish).toMatchObject({
      name: "attempt_completion",
      params: { result: "All read." },
      valid: true,
    });
  });

  it("gives a bare Tool[value] to the MCP tool's first required (or only) parameter, given the servers", () => {
    const [alerts] = parseReactTextAnswer("Action: weather.get_alerts[NY]", [weather]).actions;
    expect(alerts).toMatchObject({ valid: true, json: { state: "NY" } });
    const [forecast] = parseReactTextAnswer("Action: weather.get_forecast[40.7]", [
      weather,
    ]).actions;
    expect(forecast).toMatchObject({ valid: true, json: { latitude: "40.7" } });
    const [unknown] = parseReactTextAnswer("Action: weather.get_alerts[NY]").actions;
    expect(unknown?.valid).toBe(false);
    expect(unknown?.errors.join()).toContain("cannot tell which of its parameters it is");
  });

  it("reads a bare MCP tool name that one server offers as that server's tool", () => {
    const answer = 'Action: get_forecast\nAction Input: {"latitude": 1, "longitude": 2}';
    expect(parseReactTextAnswer(answer, [weather]).actions[0]).toMatchObject({
      valid: true,
      params: { server_name: "weather", tool_name: "get_forecast" },
    });
  });

  it("takes the input out of a ```json fence or backticks, as models also write it", () => {
    for (const input of ['```json\n{"path": "a.md"}\n```', '`{"path": "a.md"}`']) {
      const [action] = parseReactTextAnswer(`Action: read_file\nAction Input: ${input}`).actions;
      expect(action).toMatchObject({ params: { path: "a.md" }, valid: true });
    }
  });

  it("says an action with no input has none", () => {
    const [action] = parseReactTextAnswer("Thought: x\nAction: weather.get_forecast").actions;
    expect(action).toMatchObject({ valid: false, partial: false });
    expect(action?.errors).toContain("the action 'weather.get_forecast' has no Action Input");
  });

  it("says an unknown tool is not one of the tools listed", () => {
    const [action] = parseReactTextAnswer("Action: Search\nAction Input: {}", [weather]).actions;
    expect(action).toMatchObject({ name: "Search", valid: false });
    expect(action?.errors).toEqual([
      "'Search' is not one of the tools listed in the system prompt (an MCP tool is named server.tool)",
    ]);
  });

  it("locates input that is not JSON by line and column", () => {
    const built = parseReactTextAnswer("Action: read_file\nAction Input: {path: 'a.md'}").actions;
    expect(built[0]?.errors).toEqual([
      "Action Input is not valid JSON: Unexpected token p at line 1 column 2 (expected property name or '}')",
    ]);
    const mcp = parseReactTextAnswer('Action: weather.get_forecast\nAction Input: {"latitude": 1,}')
      .actions[0];
    expect(mcp?.errors).toEqual([
      "Action Input is not valid JSON: Unexpected token } at line 1 column 16 (expected double-quoted property name)",
    ]);
  });

  it("cuts an answer at an Observation the model wrote itself, and says so on the action", () => {
    const answer = `${classic}\nObservation: Sunny, 24°C\nThought: done\nFinal Answer: Sunny.`;
    const result = parseReactTextAnswer(answer);
    expect(result.actions).toHaveLength(1);
    expect(result.actions[0]).toMatchObject({ valid: true, span: { end: classic.length } });
    expect(result.actions[0]?.errors).toEqual([
      "the model wrote an Observation of its own (line 4): the host cut the answer there, since only a tool's result is an observation",
    ]);
    expect(result.cut?.at).toBe(classic.length + 1);
    expect(result.thinking).toBe("I need tomorrow's forecast for New York.");
  });

  it("reads the seeds' ReAct answer (get_forecast({...}), then an Observation of its own)", () => {
    const answer = readFileSync(
      path.join(process.cwd(), "test/fixtures/react-text-turns/seeds-gemma3-4b-weather.txt"),
      "utf8",
    );
    const result = parseReactTextAnswer(answer, [weather]);
    expect(result.thinking).toBe("我需要获取纽约的天气");
    expect(result.actions).toHaveLength(1);
    expect(result.actions[0]).toMatchObject({
      name: "use_mcp_tool",
      params: { server_name: "weather", tool_name: "get_forecast" },
      json: { latitude: 41.7128, longitude: -74.006 },
      valid: true,
    });
    expect(result.actions[0]?.errors.join()).toContain("Observation of its own (line 3)");
    const unresolved = parseReactTextAnswer(answer).actions[0];
    expect(unresolved?.errors[0]).toContain("'get_forecast' is not one of the tools listed");
  });

  it("marks an action cut off inside its JSON input as partial", () => {
    const [action] = parseReactTextAnswer(
      'Action: weather.get_forecast\nAction Input: {"latit',
    ).actions;
    expect(action).toMatchObject({ partial: true, valid: false });
    expect(action?.errors).toContain("the answer ended inside the Action Input of line 1");
  });

  it("says an Action that names no tool, once and located", () => {
    expect(
      parseReactTextAnswer("Thought: x\nAction:\nAction Input: {}").actions[0]?.errors,
    ).toEqual(["the Action at line 2 names no tool"]);
  });

  it("says an Action Input with no Action before it, and an empty Final Answer", () => {
    expect(parseReactTextAnswer("Action Input: {}").actions[0]?.errors).toContain(
      "the Action Input at line 1 follows no Action",
    );
    expect(parseReactTextAnswer("Thought: x\nFinal Answer:").actions[0]?.errors).toEqual([
      "the Final Answer at line 2 is empty",
    ]);
  });

  it("shows the action being written while it streams, and completes it at the next keyword line", () => {
    const parser = new ReactTextStreamParser();
    const first = parser.push("Thought: go\nAction: weather.get_fore");
    expect(first.open).toEqual({ start: 12, part: "action", name: "weather.get_fore" });
    expect(first.thinking).toBe("go");
    expect(parser.push('cast\nAction Input: {"latitude"').open?.part).toBe("input");
    const update = parser.push(": 1}\nThought: next\n");
    expect(update.actions).toHaveLength(1);
    expect(update.actions[0]?.span).toEqual({ start: 12, end: 70 });
    expect(update.open).toBeUndefined();
  });

  it("reads a keyword at any case and spacing, and a line that only looks like one as text", () => {
    const answer = "thought: a\nThe Action: is not one\nFINAL ANSWER: ok";
    expect(parseReactTextAnswer(answer).actions).toMatchObject([
      { name: "attempt_completion", params: { result: "ok" }, valid: true },
    ]);
  });
});
