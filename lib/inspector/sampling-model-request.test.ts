import { describe, expect, it } from "vitest";
import { samplingModelRequest, samplingStopReason } from "@/lib/inspector/sampling-model-request";

describe("samplingModelRequest", () => {
  it("puts the system prompt first and keeps the messages, maxTokens, temperature and stop sequences", () => {
    expect(
      samplingModelRequest("gpt-test", {
        systemPrompt: "Be brief.",
        messages: [
          { role: "user", content: { type: "text", text: "Hello" } },
          { role: "assistant", content: { type: "text", text: "Hi" } },
          {
            role: "user",
            content: [
              { type: "text", text: "Again" },
              { type: "text", text: "Now" },
            ],
          },
        ],
        maxTokens: 50,
        temperature: 0.2,
        stopSequences: ["END"],
      }),
    ).toEqual({
      model: "gpt-test",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hello" },
        { role: "assistant", content: "Hi" },
        { role: "user", content: "Again\nNow" },
      ],
      params: { maxTokens: 50, temperature: 0.2, stop: ["END"] },
    });
  });

  it("describes images and audio in words and tool blocks as JSON, since the model client sends text", () => {
    const request = samplingModelRequest("m", {
      messages: [
        { role: "user", content: { type: "image", data: "AAAA", mimeType: "image/png" } },
        { role: "user", content: { type: "audio", data: "AAAA" } },
        { role: "assistant", content: { type: "tool_use", id: "t1", name: "x", input: {} } },
      ],
    });
    expect(request.messages.map((message) => message.content)).toEqual([
      "[image (image/png) not sent: Loupe's model client sends text only]",
      "[audio not sent: Loupe's model client sends text only]",
      '{"type":"tool_use","id":"t1","name":"x","input":{}}',
    ]);
    expect(request.params).toEqual({});
  });
});

describe("samplingStopReason", () => {
  it.each([
    [undefined, "endTurn"],
    ["stop", "endTurn"],
    ["end_turn", "endTurn"],
    ["length", "maxTokens"],
    ["max_tokens", "maxTokens"],
    ["stop_sequence", "stopSequence"],
    ["tool_calls", "toolUse"],
    ["content_filter", "content_filter"],
  ])("maps %s to %s", (finishReason, stopReason) => {
    expect(samplingStopReason(finishReason)).toBe(stopReason);
  });
});
