import { describe, expect, it } from "vitest";
import { answerOf, historyOf, spanMessages, systemPromptOf } from "@/lib/telemetry/genai-messages";

describe("GenAI span messages", () => {
  it("reads a provider's messages as a history: content arrays, tool_calls, tool results", () => {
    const messages = spanMessages(
      JSON.stringify([
        { role: "system", content: "Be brief." },
        { role: "user", content: [{ type: "text", text: "Weather?" }] },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "c1", function: { name: "get_forecast", arguments: '{"city":"NY"}' } },
          ],
        },
        { role: "tool", tool_call_id: "c1", content: "24°C" },
      ]),
      "gen_ai.input.messages",
    );
    expect(systemPromptOf(undefined, messages)).toBe("Be brief.");
    expect(historyOf(messages)).toEqual([
      { role: "user", content: "Weather?" },
      {
        role: "assistant",
        content: "",
        toolCalls: [{ id: "c1", name: "get_forecast", arguments: '{"city":"NY"}' }],
      },
      { role: "tool", toolCallId: "c1", name: "", content: "24°C" },
    ]);
  });

  it("prefers gen_ai.system_instructions, as parts or as text", () => {
    const parts = JSON.stringify([{ type: "text", content: "From instructions." }]);
    expect(systemPromptOf(parts, [{ role: "system", content: "From messages." }])).toBe(
      "From instructions.",
    );
    expect(systemPromptOf("Plain text.", [])).toBe("Plain text.");
  });

  it("reads an answer's text, tool calls and finish reason from output messages", () => {
    expect(
      answerOf([
        {
          role: "assistant",
          parts: [
            { type: "text", content: "Checking." },
            { type: "tool_call", id: "c2", name: "search", arguments: { q: "x" } },
          ],
          finish_reason: "tool_call",
        },
      ]),
    ).toEqual({
      content: "Checking.",
      toolCalls: [{ id: "c2", name: "search", arguments: '{"q":"x"}' }],
      finishReason: "tool_call",
    });
  });

  it("says which attribute is not a JSON array of messages", () => {
    expect(() => spanMessages("{oops", "chat span 2's gen_ai.output.messages")).toThrow(
      /chat span 2's gen_ai\.output\.messages is not JSON/,
    );
    expect(() => spanMessages('{"role":"user"}', "gen_ai.input.messages")).toThrow(
      /must be a JSON array of messages/,
    );
  });
});
