import { describe, expect, it } from "vitest";
import { anthropicSse, sseResponse, typedResponse } from "@/test/support/fake-model-fetch";
import { streamAgainst } from "@/test/support/replay-recording";

const encoder = new TextEncoder();

const target = {
  wire: "openai-responses",
  provider: "openai-responses",
  baseUrl: "http://127.0.0.1:9/v1",
  apiKey: "sk-test",
} as const;

const run = (response: Response) => streamAgainst(target, response);

const json = (value: unknown) =>
  typedResponse([encoder.encode(JSON.stringify(value))], "application/json").response;

describe("streamModel with the Responses API", () => {
  it("posts the request to /responses with the key as a bearer token", async () => {
    const { requests } = await run(
      sseResponse([encoder.encode(anthropicSse([{ type: "response.completed" }]))]).response,
    );
    expect(requests[0]?.url).toBe("http://127.0.0.1:9/v1/responses");
    expect(requests[0]?.headers.authorization).toBe("Bearer sk-test");
  });

  it("reads a whole non-streamed response: reasoning summary, text, function call, usage", async () => {
    const { result, recorder } = await run(
      json({
        id: "resp_1",
        object: "response",
        status: "completed",
        output: [
          {
            type: "reasoning",
            summary: [{ type: "summary_text", text: "Need the forecast." }],
            encrypted_content: "gAAAA",
          },
          {
            type: "message",
            role: "assistant",
            content: [{ type: "output_text", text: "Checking.", annotations: [] }],
          },
          {
            type: "function_call",
            call_id: "call_1",
            name: "get_forecast",
            arguments: '{"city":"NYC"}',
          },
        ],
        usage: { input_tokens: 20, output_tokens: 9, total_tokens: 29 },
      }),
    );
    expect(result.assembled).toEqual({
      content: "Checking.",
      reasoning: "Need the forecast.",
      encryptedReasoning: ["gAAAA"],
      toolCalls: [{ id: "call_1", name: "get_forecast", arguments: '{"city":"NYC"}' }],
      finishReason: "completed",
      usage: {
        input: 20,
        output: 9,
        total: 29,
        raw: { input_tokens: 20, output_tokens: 9, total_tokens: 29 },
      },
    });
    expect(recorder.ofKind("llm.delta").map((delta) => delta.data.channel)).toEqual([
      "reasoning",
      "content",
      "tool_call",
    ]);
  });

  it("gives an incomplete response's reason as its finish reason", async () => {
    const events = [
      { type: "response.output_text.delta", output_index: 0, content_index: 0, delta: "Cut" },
      {
        type: "response.incomplete",
        response: { status: "incomplete", incomplete_details: { reason: "max_output_tokens" } },
      },
    ];
    const { result } = await run(sseResponse([encoder.encode(anthropicSse(events))]).response);
    expect(result.assembled).toMatchObject({ content: "Cut", finishReason: "max_output_tokens" });
    expect(result.assembled.error).toBeUndefined();
  });

  it("reports a failed response's error once, whether or not an error event came first", async () => {
    const failed = {
      type: "response.failed",
      response: {
        status: "failed",
        error: { code: "server_error", message: "The model broke down." },
      },
    };
    const alone = await run(sseResponse([encoder.encode(anthropicSse([failed]))]).response);
    expect(alone.result.assembled.finishReason).toBe("failed");
    expect(alone.result.assembled.error?.message).toContain("The model broke down. (server_error)");
    expect(alone.recorder.ofKind("error")).toHaveLength(1);

    const flatError = { type: "error", code: "server_error", message: "The model broke down." };
    const both = await run(
      sseResponse([encoder.encode(anthropicSse([flatError, failed]))]).response,
    );
    expect(both.result.assembled.error?.message).toContain("The model broke down. (server_error)");
    expect(both.recorder.ofKind("error")).toHaveLength(1);
  });

  it("says the stream was cut off when it ends before response.completed", async () => {
    const events = [{ type: "response.output_text.delta", delta: "Hel" }];
    const { result } = await run(sseResponse([encoder.encode(anthropicSse(events))]).response);
    expect(result.assembled.content).toBe("Hel");
    expect(result.assembled.error?.message).toContain('without "response.completed"');
  });
});
