import { describe, expect, it } from "vitest";
import { createAnswerAssembler } from "@/lib/llm/answer-assembler";

describe("createAnswerAssembler", () => {
  it("joins text and reasoning and gives each delta its offset in its channel", () => {
    const assembler = createAnswerAssembler();
    expect(assembler.add({ type: "reasoning", text: "Think" })).toEqual({
      channel: "reasoning",
      text: "Think",
      contentOffset: 0,
    });
    expect(assembler.add({ type: "text", text: "Hel" })).toMatchObject({ contentOffset: 0 });
    expect(assembler.add({ type: "text", text: "lo" })).toMatchObject({ contentOffset: 3 });
    expect(assembler.add({ type: "text", text: "" })).toBeUndefined();
    expect(assembler.answer()).toEqual({ content: "Hello", reasoning: "Think", toolCalls: [] });
  });

  it("assembles interleaved tool-call fragments by index, in index order", () => {
    const assembler = createAnswerAssembler();
    assembler.add({
      type: "tool-call-delta",
      index: 1,
      id: "b",
      name: "write",
      argumentsDelta: '{"p',
    });
    assembler.add({ type: "tool-call-delta", index: 0, id: "a", name: "read", argumentsDelta: "" });
    expect(assembler.add({ type: "tool-call-delta", index: 0, argumentsDelta: '{"x":1}' })).toEqual(
      {
        channel: "tool_call",
        text: '{"x":1}',
        contentOffset: 0,
        toolCallIndex: 0,
      },
    );
    expect(
      assembler.add({ type: "tool-call-delta", index: 1, argumentsDelta: '":2}' }),
    ).toMatchObject({ contentOffset: 3, toolCallIndex: 1 });
    expect(assembler.answer().toolCalls).toEqual([
      { id: "a", name: "read", arguments: '{"x":1}' },
      { id: "b", name: "write", arguments: '{"p":2}' },
    ]);
  });

  it("keeps the first id and name, and names a call without id by its index", () => {
    const assembler = createAnswerAssembler();
    assembler.add({ type: "tool-call-delta", index: 3, name: "search", argumentsDelta: "" });
    assembler.add({
      type: "tool-call-delta",
      index: 3,
      name: "other",
      id: "late",
      argumentsDelta: "{}",
    });
    assembler.add({ type: "tool-call-delta", index: 4, id: "x", name: "f", argumentsDelta: "" });
    assembler.add({ type: "tool-call-delta", index: 4, id: "y", name: "g", argumentsDelta: "" });
    expect(assembler.answer().toolCalls).toEqual([
      { id: "late", name: "search", arguments: "{}" },
      { id: "x", name: "f", arguments: "" },
    ]);
    const anonymous = createAnswerAssembler();
    anonymous.add({ type: "tool-call-delta", index: 2, name: "f", argumentsDelta: "{}" });
    expect(anonymous.answer().toolCalls).toEqual([{ id: "call_2", name: "f", arguments: "{}" }]);
  });

  it("merges usage in order of arrival, keeping every raw field", () => {
    const assembler = createAnswerAssembler();
    assembler.add({
      type: "usage",
      usage: { input: 10, output: 1, cacheRead: 0, raw: { input_tokens: 10, output_tokens: 1 } },
    });
    assembler.add({ type: "usage", usage: { output: 7, raw: { output_tokens: 7 } } });
    expect(assembler.answer().usage).toEqual({
      input: 10,
      output: 7,
      cacheRead: 0,
      raw: { input_tokens: 10, output_tokens: 7 },
    });
  });

  it("keeps the last finish reason and the whole reasoning signature; errors add nothing", () => {
    const assembler = createAnswerAssembler();
    assembler.add({ type: "finish", reason: "length" });
    assembler.add({ type: "finish", reason: "stop" });
    assembler.add({ type: "reasoning-signature", signature: "ab" });
    assembler.add({ type: "reasoning-signature", signature: "cd" });
    expect(assembler.add({ type: "error", code: "x", message: "y" })).toBeUndefined();
    expect(assembler.answer()).toEqual({
      content: "",
      reasoning: "",
      reasoningSignature: "abcd",
      toolCalls: [],
      finishReason: "stop",
    });
  });

  it("keeps encrypted reasoning blocks in order, out of the reasoning text", () => {
    const assembler = createAnswerAssembler();
    assembler.add({ type: "reasoning", text: "visible" });
    expect(assembler.add({ type: "reasoning-encrypted", data: "one" })).toBeUndefined();
    assembler.add({ type: "reasoning-encrypted", data: "two" });
    expect(assembler.answer()).toMatchObject({
      reasoning: "visible",
      encryptedReasoning: ["one", "two"],
    });
  });
});
