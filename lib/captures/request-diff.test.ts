import { describe, expect, it } from "vitest";
import { requestDiff } from "@/lib/captures/request-diff";
import type { ModelMessage, ModelTool } from "@/lib/llm/model-request";
import type { RequestReading } from "@/lib/llm/request-reading";

function reading(messages: ModelMessage[], toolNames: string[] = []): RequestReading {
  const tools: ModelTool[] = toolNames.map((name) => ({ name, parameters: {} }));
  return { messages, tools, toolCharacters: tools.map(() => 10) };
}

const opening: ModelMessage[] = [
  { role: "system", content: "You are an agent." },
  { role: "user", content: "weather in New York?" },
];

describe("requestDiff", () => {
  it("names what the agent appended this turn: the answer it was given and the tool's result", () => {
    const next = reading(
      [
        ...opening,
        {
          role: "assistant",
          content: "Let me look.",
          toolCalls: [{ id: "c1", name: "get_forecast", arguments: '{"city":"NY"}' }],
        },
        { role: "tool", toolCallId: "c1", name: "get_forecast", content: "sunny" },
      ],
      ["get_forecast"],
    );
    expect(requestDiff("capture-1", reading(opening, ["get_forecast"]), next)).toEqual({
      previousId: "capture-1",
      systemPromptChanged: false,
      systemPrompt: null,
      toolsAdded: [],
      toolsRemoved: [],
      toolsChanged: [],
      messages: [
        { kind: "common", index: 0, count: 1 },
        { kind: "added", index: 1, message: next.messages[2] },
        { kind: "added", index: 2, message: next.messages[3] },
      ],
      commonMessages: 1,
      removedMessages: 0,
      addedMessages: [
        { role: "assistant", text: 'Let me look.\nget_forecast {"city":"NY"}' },
        { role: "tool", text: "sunny" },
      ],
    });
  });

  it("tells a changed system prompt, tools offered and withdrawn, and messages rewritten", () => {
    const before = reading([...opening, { role: "assistant", content: "first try" }], ["a", "b"]);
    const after = reading(
      [
        { role: "system", content: "You are another agent." },
        { role: "user", content: "weather in New York?" },
        { role: "assistant", content: "second try" },
      ],
      ["b", "c"],
    );
    expect(requestDiff("capture-1", before, after)).toMatchObject({
      systemPromptChanged: true,
      systemPrompt: { before: "You are an agent.", after: "You are another agent." },
      toolsAdded: ["c"],
      toolsRemoved: ["a"],
      commonMessages: 1,
      removedMessages: 1,
      addedMessages: [{ role: "assistant", text: "second try" }],
      messages: [
        { kind: "common", index: 0, count: 1 },
        {
          kind: "changed",
          index: 1,
          before: { role: "assistant", content: "first try" },
          after: { role: "assistant", content: "second try" },
        },
      ],
    });
  });

  it("finds nothing added when a request repeats the previous one", () => {
    expect(requestDiff("capture-1", reading(opening), reading(opening))).toMatchObject({
      systemPromptChanged: false,
      commonMessages: 1,
      removedMessages: 0,
      addedMessages: [],
    });
  });
});
