import { describe, expect, it } from "vitest";
import { createAnswerAssembler } from "@/lib/llm/openai-compatible/answer-assembler";

describe("createAnswerAssembler", () => {
  it("joins content and reasoning and gives each delta its offset in its channel", () => {
    const assembler = createAnswerAssembler();
    expect(assembler.add({ channel: "reasoning", text: "Think" })).toEqual({
      channel: "reasoning",
      text: "Think",
      contentOffset: 0,
    });
    expect(assembler.add({ channel: "content", text: "Hel" })).toMatchObject({ contentOffset: 0 });
    expect(assembler.add({ channel: "content", text: "lo" })).toMatchObject({ contentOffset: 3 });
    expect(assembler.add({ channel: "content", text: "" })).toBeUndefined();
    expect(assembler.content).toBe("Hello");
    expect(assembler.reasoning).toBe("Think");
  });

  it("assembles interleaved tool-call fragments by index", () => {
    const assembler = createAnswerAssembler();
    assembler.add({ channel: "tool_call", index: 0, id: "a", name: "read", arguments: "" });
    assembler.add({ channel: "tool_call", index: 1, id: "b", name: "write", arguments: '{"p' });
    expect(assembler.add({ channel: "tool_call", index: 0, arguments: '{"x":1}' })).toEqual({
      channel: "tool_call",
      text: '{"x":1}',
      contentOffset: 0,
      toolCallIndex: 0,
    });
    expect(assembler.add({ channel: "tool_call", index: 1, arguments: '":2}' })).toMatchObject({
      contentOffset: 3,
      toolCallIndex: 1,
    });
    expect(assembler.toolCalls()).toEqual([
      { index: 0, id: "a", name: "read", arguments: '{"x":1}' },
      { index: 1, id: "b", name: "write", arguments: '{"p":2}' },
    ]);
  });

  it("continues the last call with a fragment that has neither index nor id", () => {
    const assembler = createAnswerAssembler();
    assembler.add({ channel: "tool_call", index: 2, id: "c", name: "search", arguments: '{"q"' });
    assembler.add({ channel: "tool_call", arguments: ':"x"}' });
    expect(assembler.toolCalls()).toEqual([
      { index: 2, id: "c", name: "search", arguments: '{"q":"x"}' },
    ]);
  });

  it("starts a new call for a fragment without index but with a new id", () => {
    const assembler = createAnswerAssembler();
    assembler.add({ channel: "tool_call", id: "first", name: "one", arguments: "{}" });
    assembler.add({ channel: "tool_call", id: "second", name: "two", arguments: "{}" });
    expect(assembler.toolCalls().map((call) => [call.index, call.id])).toEqual([
      [0, "first"],
      [1, "second"],
    ]);
  });

  it("starts a new call when a server reuses an index with a different id", () => {
    const assembler = createAnswerAssembler();
    assembler.add({ channel: "tool_call", index: 0, id: "first", name: "one", arguments: "{}" });
    assembler.add({ channel: "tool_call", index: 0, id: "second", name: "two", arguments: "{}" });
    expect(assembler.toolCalls().map((call) => call.name)).toEqual(["one", "two"]);
  });

  it("keeps the first name when a later fragment repeats or blanks it", () => {
    const assembler = createAnswerAssembler();
    assembler.add({
      channel: "tool_call",
      index: 0,
      id: "x",
      name: "webSearchTool",
      arguments: "",
    });
    expect(assembler.add({ channel: "tool_call", index: 0, arguments: "" })).toBeUndefined();
    assembler.add({ channel: "tool_call", index: 0, name: "other", arguments: "{}" });
    expect(assembler.toolCalls()).toEqual([
      { index: 0, id: "x", name: "webSearchTool", arguments: "{}" },
    ]);
  });
});
