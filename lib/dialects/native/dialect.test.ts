import { describe, expect, it } from "vitest";
import type { DialectServer } from "@/lib/dialects/dialect";
import type { AssembledAnswer, ModelPart } from "@/lib/llm/model-part";
import { serverConfigSchema } from "@/lib/mcp/server-config";
import { nativeDialect } from "./dialect";

const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [
    {
      name: "get_forecast",
      description: "Forecast for a point",
      inputSchema: {
        type: "object",
        properties: { latitude: { type: "number" }, longitude: { type: "number" } },
        required: ["latitude", "longitude"],
      },
    },
  ],
  resources: [{ uri: "weather://cities", name: "cities" }],
  resourceTemplates: [],
};

function answer(overrides: Partial<AssembledAnswer>): AssembledAnswer {
  return { content: "", reasoning: "", toolCalls: [], ...overrides };
}

function parse(parts: ModelPart[], final: AssembledAnswer) {
  const parser = nativeDialect.createParser();
  let early: unknown;
  for (const part of parts) early ??= parser.push(part);
  return { early, ...parser.end(final) };
}

describe("native dialect", () => {
  it("offers every server tool as server__tool with its own schema, then the host's built-ins", () => {
    const tools = nativeDialect.tools([weather]) ?? [];
    expect(tools.map((tool) => tool.name)).toEqual([
      "weather__get_forecast",
      "write_to_file",
      "read_file",
      "list_files",
      "search_files",
      "replace_in_file",
      "ask_followup_question",
      "attempt_completion",
      "access_mcp_resource",
    ]);
    expect(tools[0]?.parameters).toEqual(weather.tools[0]?.inputSchema);
    expect(tools.find((tool) => tool.name === "write_to_file")?.parameters).toMatchObject({
      type: "object",
      required: ["path", "content"],
    });
  });

  it("offers no access_mcp_resource when no server has resources", () => {
    const names = (nativeDialect.tools([{ ...weather, resources: [] }]) ?? []).map((t) => t.name);
    expect(names).not.toContain("access_mcp_resource");
  });

  it("names each server and its function prefix in the default prompt", () => {
    const prompt = nativeDialect.renderSystemPrompt([weather]);
    expect(prompt).toContain("weather (Streamable HTTP: /api/demo/mcp)");
    expect(prompt).toContain("weather__<tool>");
    expect(prompt).toContain("attempt_completion");
  });

  it("reads an MCP tool call assembled from fragments as use_mcp_tool", () => {
    const call = {
      id: "call_1",
      name: "weather__get_forecast",
      arguments: '{"latitude":40.7128,"longitude":-74.006}',
    };
    const { action } = parse(
      [
        { type: "text", text: "Checking." },
        { type: "tool-call-delta", index: 0, id: "call_1", name: call.name, argumentsDelta: "" },
        { type: "tool-call-delta", index: 0, argumentsDelta: '{"latitude":40.7128,' },
        { type: "tool-call-delta", index: 0, argumentsDelta: '"longitude":-74.006}' },
      ],
      answer({ content: "Checking.", toolCalls: [call], finishReason: "tool_calls" }),
    );
    expect(action).toMatchObject({
      name: "use_mcp_tool",
      params: { server_name: "weather", tool_name: "get_forecast" },
      json: { latitude: 40.7128, longitude: -74.006 },
      toolCall: { index: 0, id: "call_1", name: "weather__get_forecast" },
      span: { start: 9, end: 9 },
      valid: true,
      partial: false,
    });
  });

  it("knows the first call is complete when a second one starts", () => {
    const { early } = parse(
      [
        { type: "tool-call-delta", index: 0, id: "a", name: "read_file", argumentsDelta: "" },
        { type: "tool-call-delta", index: 0, argumentsDelta: '{"path":"x.md"}' },
        { type: "tool-call-delta", index: 1, id: "b", name: "list_files", argumentsDelta: "{}" },
      ],
      answer({}),
    );
    expect(early).toMatchObject({ name: "read_file", params: { path: "x.md" }, valid: true });
  });

  it("reads a built-in call's JSON fields as its parameters", () => {
    const { action } = parse(
      [],
      answer({
        toolCalls: [
          { id: "c", name: "write_to_file", arguments: '{"path":"result.md","content":"# NY\\n"}' },
        ],
      }),
    );
    expect(action).toMatchObject({
      name: "write_to_file",
      params: { path: "result.md", content: "# NY" },
      valid: true,
    });
  });

  it("marks malformed arguments invalid with the JSON error, keeping the call", () => {
    const { action } = parse(
      [],
      answer({
        toolCalls: [{ id: "c", name: "weather__get_forecast", arguments: '{"latitude": 40.7,}' }],
      }),
    );
    expect(action?.valid).toBe(false);
    expect(action?.errors.join(" ")).toMatch(/arguments is not valid JSON/);
    expect(action?.toolCall?.id).toBe("c");
  });

  it("marks a function that was never offered invalid", () => {
    const { action } = parse(
      [],
      answer({ toolCalls: [{ id: "c", name: "execute_command", arguments: '{"command":"ls"}' }] }),
    );
    expect(action).toMatchObject({ valid: false, name: "execute_command" });
    expect(action?.errors[0]).toMatch(/not one of the functions offered/);
  });

  it("marks a call cut off by max tokens partial", () => {
    const { action } = parse(
      [],
      answer({
        toolCalls: [{ id: "c", name: "attempt_completion", arguments: '{"result":"Sun' }],
        finishReason: "length",
      }),
    );
    expect(action).toMatchObject({ partial: true, valid: false });
  });

  it("keeps only the action's call in the history, with the text", () => {
    const calls = [
      { id: "a", name: "read_file", arguments: '{"path":"a"}' },
      { id: "b", name: "read_file", arguments: '{"path":"b"}' },
    ];
    const { action } = parse([], answer({ content: "Two reads.", toolCalls: calls }));
    expect(
      nativeDialect.assistantMessage({ content: "Two reads.", toolCalls: calls }, action),
    ).toEqual({
      role: "assistant",
      content: "Two reads.",
      toolCalls: [calls[0]],
    });
  });

  it("answers the call with a tool message for each outcome", () => {
    const { action } = parse(
      [],
      answer({ toolCalls: [{ id: "call_9", name: "weather__get_forecast", arguments: "{}" }] }),
    );
    const tool = { role: "tool", toolCallId: "call_9", name: "weather__get_forecast" };
    if (!action) throw new Error("no action");
    expect(
      nativeDialect.observe(action, { kind: "result", text: "Sunny", isError: false }),
    ).toEqual({ ...tool, content: "Sunny" });
    expect(nativeDialect.observe(action, { kind: "result", text: "boom", isError: true })).toEqual({
      ...tool,
      content: "[ERROR] boom",
      isError: true,
    });
    expect(nativeDialect.observe(action, { kind: "denied" })).toMatchObject({
      ...tool,
      content: "The user denied this operation.",
    });
    expect(nativeDialect.observe(action, { kind: "mock", text: "Rain" })).toEqual({
      ...tool,
      content: "Rain",
    });
    expect(
      nativeDialect.observe(action, { kind: "invalid", reasons: ["arguments is not valid JSON"] }),
    ).toMatchObject({ ...tool, isError: true });
  });

  it("answers an answer without a call with a user message", () => {
    expect(nativeDialect.observe(null, { kind: "denied" })).toMatchObject({ role: "user" });
    expect(nativeDialect.observe(null, { kind: "mock", text: "go on" })).toEqual({
      role: "user",
      content: "go on",
    });
  });

  it("shows a server tool's call by the function called, as the host tool it stands for", () => {
    const call = { id: "call_1", name: "weather__get_forecast", arguments: '{"latitude":1}' };
    const [action] = nativeDialect.readAll(answer({ toolCalls: [call] }));
    if (!action) throw new Error("the answer holds a call");
    expect(nativeDialect.hostAction(action)).toEqual({
      kind: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
      arguments: { latitude: 1 },
      source: {
        name: "weather__get_forecast",
        detail: "as use_mcp_tool",
        spoken: "use_mcp_tool get_forecast",
      },
    });
  });

  it("shows a built-in's call by its own name and target", () => {
    const call = {
      id: "c",
      name: "write_to_file",
      arguments: '{"path":"result.md","content":"x"}',
    };
    const [action] = nativeDialect.readAll(answer({ toolCalls: [call] }));
    if (!action) throw new Error("the answer holds a call");
    expect(nativeDialect.hostAction(action)).toMatchObject({
      kind: "file-tool",
      which: "write",
      args: { path: "result.md", content: "x" },
      source: { name: "write_to_file", detail: "result.md" },
    });
  });
});

describe("server names in the native dialect", () => {
  it("refuses a server name holding the separator of its function names", () => {
    expect(nativeDialect.serverNameProblem?.("my__server")).toBe(
      "a server name must not contain '__'",
    );
    expect(nativeDialect.serverNameProblem?.("my_server")).toBeUndefined();
    const parsed = serverConfigSchema.safeParse({
      name: "my__server",
      transport: "stdio",
      command: "node",
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
      "a server name must not contain '__'",
    );
  });
});
