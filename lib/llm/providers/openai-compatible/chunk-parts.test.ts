import { describe, expect, it } from "vitest";
import { readChunkParts } from "@/lib/llm/providers/openai-compatible/chunk-parts";
import { chatCompletionChunkSchema } from "@/lib/llm/providers/openai-compatible/chunk-schema";

function read(chunk: unknown) {
  const usage = (chunk as { usage?: unknown }).usage;
  return readChunkParts(chatCompletionChunkSchema.parse(chunk), usage);
}

describe("readChunkParts", () => {
  it("reads reasoning before text and tool calls, then the finish reason and usage", () => {
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
      parts: [
        { type: "reasoning", text: "why" },
        { type: "text", text: "what" },
        { type: "tool-call-delta", index: 0, id: "call", name: "f", argumentsDelta: "{}" },
        { type: "finish", reason: "tool_calls" },
        {
          type: "usage",
          usage: {
            input: 3,
            output: 2,
            total: 5,
            raw: {
              prompt_tokens: 3,
              completion_tokens: 2,
              total_tokens: 5,
              prompt_tokens_details: {},
            },
          },
        },
      ],
    });
  });

  it("reads cached and reasoning tokens from the usage details", () => {
    const reading = read({
      choices: [],
      usage: {
        prompt_tokens: 10,
        completion_tokens: 5,
        prompt_tokens_details: { cached_tokens: 8 },
        completion_tokens_details: { reasoning_tokens: 3 },
      },
    });
    expect(reading.parts[0]).toMatchObject({
      type: "usage",
      usage: { input: 10, output: 5, cacheRead: 8, reasoning: 3 },
    });
  });

  it("reads OpenRouter's and Ollama's `reasoning` field", () => {
    expect(read({ choices: [{ delta: { reasoning: "hmm", content: null } }] }).parts).toEqual([
      { type: "reasoning", text: "hmm" },
    ]);
  });

  it("reads OpenRouter's reasoning_details: text and summary, encrypted kept apart", () => {
    const reading = read({
      choices: [
        {
          delta: {
            content: "",
            reasoning_details: [
              { type: "reasoning.text", text: "First, ", format: "unknown", index: 0 },
              { type: "reasoning.summary", summary: "the plan." },
              { type: "reasoning.encrypted", data: "gAAAA-opaque" },
            ],
          },
        },
      ],
    });
    expect(reading.parts).toEqual([
      { type: "reasoning", text: "First, " },
      { type: "reasoning", text: "the plan." },
      { type: "reasoning-encrypted", data: "gAAAA-opaque" },
    ]);
  });

  it("reads reasoning once when OpenRouter sends both `reasoning` and its details", () => {
    const reading = read({
      choices: [
        {
          delta: {
            reasoning: "Let me think.",
            reasoning_details: [{ type: "reasoning.text", text: "Let me think." }],
          },
        },
      ],
    });
    expect(reading.parts).toEqual([{ type: "reasoning", text: "Let me think." }]);
  });

  it("reads DeepSeek's reasoning_content in a whole non-streaming message", () => {
    const reading = read({
      choices: [{ message: { reasoning_content: "Hmm.", content: "Hi" }, finish_reason: "stop" }],
    });
    expect(reading.parts).toEqual([
      { type: "reasoning", text: "Hmm." },
      { type: "text", text: "Hi" },
      { type: "finish", reason: "stop" },
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
    expect(reading.parts).toEqual([
      { type: "reasoning", text: "1." },
      { type: "text", text: "3" },
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
      }).parts,
    ).toEqual([{ type: "text", text: "mine" }]);
  });

  it("turns tool-call arguments sent as an object into JSON text", () => {
    const reading = read({
      choices: [
        { delta: { tool_calls: [{ function: { name: "f", arguments: { city: "NYC" } } }] } },
      ],
    });
    expect(reading.parts).toEqual([
      { type: "tool-call-delta", name: "f", argumentsDelta: '{"city":"NYC"}' },
    ]);
  });

  it("reads nothing from an empty placeholder chunk", () => {
    expect(read({ choices: [], created: 0, id: "", model: "", object: "" })).toEqual({
      parts: [],
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
