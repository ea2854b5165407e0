import { describe, expect, it } from "vitest";
import { readAnthropicRequest } from "@/lib/llm/providers/anthropic/read-request";

describe("readAnthropicRequest", () => {
  it("reads a system message among the messages where it stands, as Claude Code sends them", () => {
    const reading = readAnthropicRequest({
      model: "claude-opus-4-8",
      system: [{ type: "text", text: "You are Claude Code." }],
      messages: [
        { role: "user", content: [{ type: "text", text: "What is the weather?" }] },
        { role: "system", content: [{ type: "text", text: "Available agent types: Explore." }] },
        { role: "system", content: "Today is Tuesday." },
      ],
    });
    expect(reading?.messages).toEqual([
      { role: "system", content: "You are Claude Code." },
      { role: "user", content: "What is the weather?" },
      { role: "system", content: "Available agent types: Explore." },
      { role: "system", content: "Today is Tuesday." },
    ]);
  });

  it("is not a Messages body with another role or a system message of other blocks", () => {
    expect(readAnthropicRequest({ messages: [{ role: "tool", content: "x" }] })).toBeUndefined();
    expect(
      readAnthropicRequest({
        messages: [{ role: "system", content: [{ type: "image", source: {} }] }],
      }),
    ).toBeUndefined();
  });
});
