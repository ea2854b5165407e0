import { describe, expect, it } from "vitest";
import {
  CAPTURED_TOOLS_SERVER,
  capturedToolOf,
  dialectFor,
  hostActionOf,
  readCapturedAnswer,
} from "@/lib/dialects";
import type { DialectServer } from "@/lib/dialects/dialect";
import type { ModelTool } from "@/lib/llm/model-request";

const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [{ name: "get_forecast", inputSchema: { type: "object", properties: {} } }],
  resources: [],
  resourceTemplates: [],
};

/** Two functions an agent offered: one of its own, one under a built-in's name. */
const captured: ModelTool[] = [
  {
    name: "run_commands",
    description: "Run shell commands",
    parameters: { type: "object", properties: { commands: { type: "array" } } },
  },
  { name: "read_file", description: "The agent's own reader", parameters: { type: "object" } },
];
const capturedNames = captured.map((tool) => tool.name);

describe("a captured request's tools in the native dialect", () => {
  const native = dialectFor("native");

  it("offers them first, as they were sent, and no built-in under a name they take", () => {
    const tools = native.tools([weather], captured) ?? [];
    expect(tools.slice(0, 2)).toEqual(captured);
    expect(tools.filter((tool) => tool.name === "read_file")).toEqual([captured[1]]);
    expect(tools.map((tool) => tool.name)).toContain("attempt_completion");
    expect(native.renderSystemPrompt([weather], captured)).toContain(
      "Functions of a captured request: run_commands, read_file.",
    );
  });

  it("reads a call of one as an MCP tool call no server runs, shown by its own name", () => {
    const answer = {
      content: "Listing.",
      toolCalls: [{ id: "c1", name: "run_commands", arguments: '{"commands":["ls"]}' }],
    };
    const [action] = native.readAll(answer, { captured: capturedNames });
    if (!action) throw new Error("no action read");
    expect(action).toMatchObject({ valid: true, toolCall: { id: "c1", name: "run_commands" } });
    const host = native.hostAction(action);
    expect(host).toMatchObject({
      kind: "mcp-tool",
      server: CAPTURED_TOOLS_SERVER,
      tool: "run_commands",
      arguments: { commands: ["ls"] },
      source: { name: "run_commands", detail: "a captured tool" },
    });
    expect(capturedToolOf(host, captured)).toBe("run_commands");
    expect(capturedToolOf(host, [])).toBeUndefined();
  });

  it("reads the same call as before when no captured tool has its name", () => {
    const answer = {
      content: "",
      toolCalls: [{ id: "c1", name: "run_commands", arguments: "{}" }],
    };
    expect(native.readAll(answer)[0]).toMatchObject({ valid: false });
    const parser = native.createParser({ captured: capturedNames });
    parser.push({
      type: "tool-call-delta",
      index: 0,
      id: "c1",
      name: "read_file",
      argumentsDelta: '{"path":"a"}',
    });
    const { action } = parser.end({
      ...answer,
      reasoning: "",
      toolCalls: [{ id: "c1", name: "read_file", arguments: '{"path":"a"}' }],
    });
    expect(action && native.hostAction(action)).toMatchObject({
      kind: "mcp-tool",
      server: CAPTURED_TOOLS_SERVER,
      tool: "read_file",
    });
  });

  it("writes a call of one by its own name, and reads it back", () => {
    const request = {
      kind: "mcp-tool",
      server: CAPTURED_TOOLS_SERVER,
      tool: "run_commands",
      arguments: { commands: ["ls"] },
    } as const;
    const written = native.write(request);
    expect(written.toolCalls[0]?.name).toBe("run_commands");
    const [read] = native.readAll(written, { captured: capturedNames });
    if (!read) throw new Error("no action read");
    const { source: _source, ...host } = native.hostAction(read);
    expect(host).toEqual(request);
  });
});

describe("a captured request's tools in the XML dialect", () => {
  it("lists them in the default prompt as the tools of the server their calls name", () => {
    const prompt = dialectFor("xml").renderSystemPrompt([weather], captured);
    expect(prompt).toContain(`## ${CAPTURED_TOOLS_SERVER} (`);
    expect(prompt).toContain("run_commands");
    expect(dialectFor("xml").renderSystemPrompt([weather])).not.toContain(
      `## ${CAPTURED_TOOLS_SERVER} (`,
    );
  });
});

describe("readCapturedAnswer", () => {
  it("reads the text by the dialect asked for, then every tool call as a captured call", () => {
    const xml = dialectFor("xml").write({ kind: "finish", result: "Done." });
    const answer = {
      content: xml.content,
      toolCalls: [{ id: "c1", name: "run_commands", arguments: "{}" }],
    };
    const actions = readCapturedAnswer(answer, { dialect: "xml", tools: capturedNames });
    expect(actions.map((action) => hostActionOf({ dialect: "xml", action }).kind)).toEqual([
      "finish",
      "mcp-tool",
    ]);
    const [text, ...calls] = actions;
    expect(text?.span.end).toBeGreaterThan(0);
    expect(calls.map((call) => call.toolCall?.name)).toEqual(["run_commands"]);
  });

  it("reads no text actions when the prompt asks for none", () => {
    const xml = dialectFor("xml").write({ kind: "finish", result: "Done." });
    expect(readCapturedAnswer({ ...xml, toolCalls: [] }, { dialect: "native", tools: [] })).toEqual(
      [],
    );
  });
});
