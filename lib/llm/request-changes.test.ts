import { describe, expect, it } from "vitest";
import type { ModelMessage } from "@/lib/llm/model-request";
import { requestBodyChanges, requestChanges } from "@/lib/llm/request-changes";
import type { RequestReading } from "@/lib/llm/request-reading";

function reading(messages: ModelMessage[]): RequestReading {
  return { messages, tools: [], toolCharacters: [] };
}

const system: ModelMessage = { role: "system", content: "You are an agent." };
const task: ModelMessage = { role: "user", content: "weather in Paris?" };
const call: ModelMessage = {
  role: "assistant",
  content: "I will ask for the forecast.",
};
const result: ModelMessage = { role: "user", content: "sunny" };

function chatBody(messages: object[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ model: "demo", stream: true, messages, ...extra });
}

describe("requestChanges", () => {
  it("collapses what both requests send and lists what this one appended", () => {
    const changes = requestChanges(reading([system, task]), reading([system, task, call, result]));
    expect(changes.systemPrompt).toBeNull();
    expect(changes.commonPrefix).toBe(1);
    expect(changes.messages).toEqual([
      { kind: "common", index: 0, count: 1 },
      { kind: "added", index: 1, message: call },
      { kind: "added", index: 2, message: result },
    ]);
  });

  it("shows an edited earlier message as changed in place, not as everything after it", () => {
    const edited: ModelMessage = { role: "user", content: "weather in Lyon?" };
    const next: ModelMessage = { role: "assistant", content: "done" };
    const changes = requestChanges(
      reading([system, task, call, result]),
      reading([system, edited, call, result, next]),
    );
    expect(changes.commonPrefix).toBe(0);
    expect(changes.messages).toEqual([
      { kind: "changed", index: 0, before: task, after: edited },
      { kind: "common", index: 1, count: 2 },
      { kind: "added", index: 3, message: next },
    ]);
  });

  it("tells a message dropped, a system prompt changed and tools offered, withdrawn or redefined", () => {
    const before: RequestReading = {
      messages: [system, task, call, result],
      tools: [
        { name: "a", parameters: {} },
        { name: "b", parameters: {} },
      ],
      toolCharacters: [10, 10],
    };
    const after: RequestReading = {
      messages: [{ role: "system", content: "You are terse." }, task, result],
      tools: [
        { name: "b", description: "now described", parameters: {} },
        { name: "c", parameters: {} },
      ],
      toolCharacters: [10, 10],
    };
    const changes = requestChanges(before, after);
    expect(changes.systemPrompt).toEqual({ before: "You are an agent.", after: "You are terse." });
    expect(changes).toMatchObject({ toolsAdded: ["c"], toolsRemoved: ["a"], toolsChanged: ["b"] });
    expect(changes.messages).toEqual([
      { kind: "common", index: 0, count: 1 },
      { kind: "removed", previousIndex: 1, message: call },
      { kind: "common", index: 1, count: 1 },
    ]);
  });

  it("finds nothing new when a request repeats the previous one", () => {
    const changes = requestChanges(reading([system, task]), reading([system, task]));
    expect(changes.messages).toEqual([{ kind: "common", index: 0, count: 1 }]);
  });
});

describe("requestBodyChanges", () => {
  it("reads two OpenAI chat bodies and names the params that changed", () => {
    const first = [
      { role: "system", content: "You are an agent." },
      { role: "user", content: "weather in Paris?" },
    ];
    const changes = requestBodyChanges(
      chatBody(first),
      chatBody([...first, { role: "assistant", content: "Looking." }], { temperature: 0.2 }),
      "openai-compatible",
    );
    expect(changes?.messages).toEqual([
      { kind: "common", index: 0, count: 1 },
      { kind: "added", index: 1, message: { role: "assistant", content: "Looking." } },
    ]);
    expect(changes?.params).toEqual([{ name: "temperature", before: undefined, after: 0.2 }]);
  });

  it("reads Anthropic bodies, whose system prompt is a field of its own, by their format", () => {
    const body = (system: string, messages: object[]) =>
      JSON.stringify({ model: "claude", max_tokens: 1024, system, messages });
    const opening = [{ role: "user", content: "weather?" }];
    const changes = requestBodyChanges(
      body("Be brief.", opening),
      body("Be thorough.", [
        ...opening,
        {
          role: "assistant",
          content: [{ type: "tool_use", id: "t1", name: "get_forecast", input: { city: "Paris" } }],
        },
      ]),
      "anthropic",
    );
    expect(changes?.systemPrompt).toEqual({ before: "Be brief.", after: "Be thorough." });
    expect(changes?.params).toEqual([]);
    expect(changes?.messages.at(-1)).toMatchObject({
      kind: "added",
      message: { role: "assistant", toolCalls: [{ name: "get_forecast" }] },
    });
  });

  it("reads Ollama bodies, their options being params", () => {
    const body = (temperature: number, messages: object[]) =>
      JSON.stringify({ model: "llama3", stream: true, options: { temperature }, messages });
    const opening = [{ role: "user", content: "weather?" }];
    const changes = requestBodyChanges(
      body(0, opening),
      body(1, [...opening, { role: "assistant", content: "sunny" }]),
      "ollama",
    );
    expect(changes?.params).toEqual([
      { name: "options", before: { temperature: 0 }, after: { temperature: 1 } },
    ]);
    expect(changes?.currentCount).toBe(2);
  });

  it("answers nothing for a body that is no model request", () => {
    expect(requestBodyChanges("not json", chatBody([]))).toBeUndefined();
  });
});
