import { describe, expect, it } from "vitest";
import { readChunkPieces } from "@/lib/llm/openai-compatible/chunk-pieces";
import { chatCompletionChunkSchema } from "@/lib/llm/openai-compatible/chunk-schema";

function read(chunk: unknown) {
  return readChunkPieces(chatCompletionChunkSchema.parse(chunk));
}

describe("readChunkPieces", () => {
  it("reads reasoning before content and tool calls, with finish reason and camelCase usage", () => {
    expect(
      read({
        choices: [
          {
            index: 0,
            delta: {
              reasoning_content: "why",
              content: "what",
              tool_calls: [{ index: 0, id: "call", function: { name: "f", arguments: "{}" } }],
            },
            finish_reason: "tool_calls",
          },
        ],
        usage: {
          prompt_tokens: 3,
          completion_tokens: 2,
          total_tokens: 5,
          prompt_tokens_details: {},
        },
      }),
    ).toEqual({
      pieces: [
        { channel: "reasoning", text: "why" },
        { channel: "content", text: "what" },
        { channel: "tool_call", index: 0, id: "call", name: "f", arguments: "{}" },
      ],
      finishReason: "tool_calls",
      usage: { promptTokens: 3, completionTokens: 2, totalTokens: 5 },
    });
  });

  it("reads OpenRouter's and Ollama's `reasoning` field", () => {
    expect(read({ choices: [{ delta: { reasoning: "hmm", content: null } }] }).pieces).toEqual([
      { channel: "reasoning", text: "hmm" },
    ]);
  });

  it("reads Mistral's content parts in order, thinking as reasoning", () => {
    const reading = read({
      choices: [
        {
          index: 0,
          delta: {
            content: [
              { type: "thinking", thinking: [{ type: "text", text: "1." }], closed: true },
              { type: "text", text: "3" },
              { type: "image_url", image_url: "ignored" },
            ],
          },
        },
      ],
    });
    expect(reading.pieces).toEqual([
      { channel: "reasoning", text: "1." },
      { channel: "content", text: "3" },
    ]);
  });

  it("reads a provider error chunk", () => {
    expect(read({ error: { message: "overloaded", code: 529 }, choices: [] }).providerError).toBe(
      "overloaded (529)",
    );
  });

  it("reads only the first choice and a whole non-streaming message", () => {
    expect(
      read({
        choices: [
          { index: 1, delta: { content: "other" } },
          { index: 0, message: { content: "mine", tool_calls: [] } },
        ],
      }).pieces,
    ).toEqual([{ channel: "content", text: "mine" }]);
  });

  it("turns tool-call arguments sent as an object into JSON text", () => {
    const reading = read({
      choices: [
        { delta: { tool_calls: [{ function: { name: "f", arguments: { city: "NYC" } } }] } },
      ],
    });
    expect(reading.pieces).toEqual([
      { channel: "tool_call", name: "f", arguments: '{"city":"NYC"}' },
    ]);
  });

  it("reads nothing from an empty placeholder chunk", () => {
    expect(read({ choices: [], created: 0, id: "", model: "", object: "" })).toEqual({
      pieces: [],
    });
  });
});

describe("chatCompletionChunkSchema", () => {
  it("accepts nulls and unknown fields", () => {
    expect(
      chatCompletionChunkSchema.safeParse({
        obfuscation: "x",
        usage: null,
        choices: [
          { delta: { content: null, tool_calls: null }, finish_reason: null, logprobs: null },
        ],
      }).success,
    ).toBe(true);
  });

  it("rejects content that is neither text nor parts", () => {
    expect(
      chatCompletionChunkSchema.safeParse({ choices: [{ delta: { content: 42 } }] }).success,
    ).toBe(false);
  });
});
