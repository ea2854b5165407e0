import { describe, expect, it } from "vitest";
import { anthropicSse, sseResponse, typedResponse } from "@/test/support/fake-model-fetch";
import { streamAgainst } from "@/test/support/replay-recording";

const encoder = new TextEncoder();
const url = "http://127.0.0.1:9/v1/messages";

const target = {
  wire: "anthropic",
  provider: "anthropic",
  baseUrl: "http://127.0.0.1:9",
  model: "claude-test",
  apiKey: "sk-ant-test",
} as const;

const run = (response: Response) => streamAgainst(target, response);

const start = {
  type: "message_start",
  message: { usage: { input_tokens: 5, output_tokens: 1 } },
};
const textBlock = {
  type: "content_block_start",
  index: 0,
  content_block: { type: "text", text: "" },
};
const textDelta = (text: string) => ({
  type: "content_block_delta",
  index: 0,
  delta: { type: "text_delta", text },
});

describe("streamModel with the Anthropic provider", () => {
  it("posts to /v1/messages with the version header and the key as x-api-key", async () => {
    const text = anthropicSse([start, textBlock, textDelta("Hi"), { type: "message_stop" }]);
    const { requests, recorder } = await run(sseResponse([encoder.encode(text)]).response);
    expect(requests[0]?.url).toBe(url);
    expect(requests[0]?.headers).toMatchObject({
      "x-api-key": "sk-ant-test",
      "anthropic-version": "2023-06-01",
    });
    expect(recorder.ofKind("llm.request")[0]?.data).toMatchObject({
      provider: "anthropic",
      url,
      headers: { "x-api-key": "[redacted]", "anthropic-version": "2023-06-01" },
    });
  });

  it("reports an error event mid-stream with the provider's type and message, keeping the text", async () => {
    const text = anthropicSse([
      start,
      textBlock,
      textDelta("Partial"),
      { type: "error", error: { type: "overloaded_error", message: "Overloaded" } } as {
        type: string;
      },
    ]);
    const { result, recorder } = await run(sseResponse([encoder.encode(text)]).response);
    const errorEvent = recorder.ofKind("llm.sse").find((event) => event.data.event === "error");
    expect(result.assembled.content).toBe("Partial");
    expect(result.assembled.error).toEqual({
      code: "model:stream_failed",
      message: `The provider reported an error in the stream (line 10, llm.sse #${errorEvent?.seq}): Overloaded (overloaded_error)`,
    });
    expect(recorder.ofKind("error")).toHaveLength(1);
    expect(recorder.ofKind("llm.response")[0]?.data.assembled.error).toEqual(
      result.assembled.error,
    );
  });

  it("says a stream that ends without message_stop or a stop reason may be cut off", async () => {
    const text = anthropicSse([start, textBlock, textDelta("Half")]);
    const { result } = await run(sseResponse([encoder.encode(text)]).response);
    expect(result.assembled.content).toBe("Half");
    expect(result.assembled.error?.message).toMatch(
      /ended after \d+ bytes without "message_stop" or a finish reason; the answer may be cut off\.$/,
    );
  });

  it("skips an event that is not a Messages stream event, saying where it was", async () => {
    const text = `event: content_block_delta\ndata: {"index":0}\n\n${anthropicSse([
      start,
      textBlock,
      textDelta("ok"),
      { type: "message_stop" },
    ])}`;
    const { result } = await run(sseResponse([encoder.encode(text)]).response);
    expect(result.assembled.content).toBe("ok");
    expect(result.assembled.error?.message).toMatch(
      /^The SSE event at line 1, llm\.sse #\d+ is not a Messages stream event \(type: .*\); it was skipped\.$/,
    );
  });

  it("keeps a redacted_thinking block as encrypted reasoning, streamed or whole", async () => {
    const redacted = { type: "redacted_thinking", data: "EmwKAhgB" };
    const events = [
      start,
      { type: "content_block_start", index: 0, content_block: redacted },
      { type: "content_block_stop", index: 0 },
      { ...textBlock, index: 1 },
      { ...textDelta("ok"), index: 1 },
      { type: "message_delta", delta: { stop_reason: "end_turn" }, usage: { output_tokens: 3 } },
      { type: "message_stop" },
    ];
    const streamed = anthropicSse(events);
    const { result } = await run(sseResponse([encoder.encode(streamed)]).response);
    expect(result.assembled).toMatchObject({
      content: "ok",
      reasoning: "",
      encryptedReasoning: ["EmwKAhgB"],
    });
    expect(result.assembled.error).toBeUndefined();

    const whole = {
      type: "message",
      content: [
        { type: "redacted_thinking", data: "EmwKAhgB" },
        { type: "text", text: "ok" },
      ],
      stop_reason: "end_turn",
    };
    const { result: wholeResult } = await run(
      typedResponse([encoder.encode(JSON.stringify(whole))], "application/json").response,
    );
    expect(wholeResult.assembled.encryptedReasoning).toEqual(["EmwKAhgB"]);
  });

  it("reads a whole non-streaming message: thinking, text, tool use, stop reason and usage", async () => {
    const message = {
      id: "msg_1",
      type: "message",
      role: "assistant",
      content: [
        { type: "thinking", thinking: "Need the forecast.", signature: "sig" },
        { type: "text", text: "Checking." },
        { type: "tool_use", id: "toolu_1", name: "get_forecast", input: { city: "NYC" } },
      ],
      stop_reason: "tool_use",
      usage: { input_tokens: 20, output_tokens: 9, cache_read_input_tokens: 4 },
    };
    const { result, recorder } = await run(
      typedResponse([encoder.encode(JSON.stringify(message))], "application/json").response,
    );
    expect(result.assembled).toEqual({
      content: "Checking.",
      reasoning: "Need the forecast.",
      reasoningSignature: "sig",
      toolCalls: [{ id: "toolu_1", name: "get_forecast", arguments: '{"city":"NYC"}' }],
      finishReason: "tool_use",
      usage: {
        input: 20,
        output: 9,
        cacheRead: 4,
        raw: { input_tokens: 20, output_tokens: 9, cache_read_input_tokens: 4 },
      },
    });
    expect(recorder.ofKind("llm.delta").map((delta) => delta.data.channel)).toEqual([
      "reasoning",
      "content",
      "tool_call",
    ]);
  });

  it("reports Anthropic's error body with its message and what to check", async () => {
    const body = JSON.stringify({
      type: "error",
      error: { type: "authentication_error", message: "invalid x-api-key" },
    });
    const { result } = await run(
      new Response(body, { status: 401, headers: { "content-type": "application/json" } }),
    );
    expect(result.status).toBe(401);
    expect(result.assembled.error).toEqual({
      code: "model:request_failed",
      message: `401 from ${url}: invalid x-api-key. Check the API key.`,
    });
  });
});
