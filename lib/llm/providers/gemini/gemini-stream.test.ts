import { describe, expect, it } from "vitest";
import { sseResponse, typedResponse } from "@/test/support/fake-model-fetch";
import { streamAgainst } from "@/test/support/replay-recording";
import { frameAsSse } from "@/test/support/stream-fixtures";

const encoder = new TextEncoder();

const target = {
  wire: "gemini",
  provider: "gemini",
  baseUrl: "http://127.0.0.1:9/v1beta",
  apiKey: "AIza-test",
} as const;

const run = (response: Response) => streamAgainst(target, response);

const json = (value: unknown) =>
  typedResponse([encoder.encode(JSON.stringify(value))], "application/json").response;
const sse = (chunks: unknown[]) =>
  sseResponse([encoder.encode(frameAsSse(chunks.map((chunk) => JSON.stringify(chunk))))]).response;

const answer = {
  candidates: [
    {
      content: {
        role: "model",
        parts: [
          { text: "Need the forecast.", thought: true },
          { text: "Checking." },
          { functionCall: { name: "get_forecast", args: { city: "NYC" } } },
        ],
      },
      finishReason: "STOP",
    },
  ],
  usageMetadata: { promptTokenCount: 20, candidatesTokenCount: 9, totalTokenCount: 29 },
};

const expectedAnswer = {
  content: "Checking.",
  reasoning: "Need the forecast.",
  toolCalls: [{ id: "call_0", name: "get_forecast", arguments: '{"city":"NYC"}' }],
  finishReason: "STOP",
  usage: {
    input: 20,
    output: 9,
    total: 29,
    raw: { promptTokenCount: 20, candidatesTokenCount: 9, totalTokenCount: 29 },
  },
};

describe("streamModel with Gemini", () => {
  it("posts to :streamGenerateContent?alt=sse with the key in x-goog-api-key", async () => {
    const { requests } = await run(sse([answer]));
    expect(requests[0]?.url).toBe(
      "http://127.0.0.1:9/v1beta/models/demo:streamGenerateContent?alt=sse",
    );
    expect(requests[0]?.headers["x-goog-api-key"]).toBe("AIza-test");
  });

  it("reads a whole generateContent answer: thought, text, function call, usage", async () => {
    const { result } = await run(json(answer));
    expect(result.assembled).toEqual(expectedAnswer);
  });

  it("reads the JSON array streamGenerateContent sends without alt=sse as the stream it holds", async () => {
    const [candidate] = answer.candidates;
    const pieces = (candidate?.content.parts ?? []).map((part) => ({
      candidates: [{ content: { role: "model", parts: [part] } }],
    }));
    const last = { candidates: [{ finishReason: "STOP" }], usageMetadata: answer.usageMetadata };
    const { result } = await run(json([...pieces, last]));
    expect(result.assembled).toEqual(expectedAnswer);
  });

  it("gives a blocked prompt's reason as the finish reason", async () => {
    const { result } = await run(sse([{ promptFeedback: { blockReason: "SAFETY" } }]));
    expect(result.assembled).toMatchObject({ content: "", finishReason: "SAFETY" });
    expect(result.assembled.error).toBeUndefined();
  });

  it("reports an error inside the stream with its status", async () => {
    const { result } = await run(
      sse([
        { candidates: [{ content: { parts: [{ text: "Hel" }] } }] },
        {
          error: {
            code: 429,
            message: "Resource has been exhausted.",
            status: "RESOURCE_EXHAUSTED",
          },
        },
      ]),
    );
    expect(result.assembled.content).toBe("Hel");
    expect(result.assembled.error?.message).toContain(
      "Resource has been exhausted. (RESOURCE_EXHAUSTED)",
    );
  });

  it("says the stream was cut off when it ends without a finish reason", async () => {
    const { result } = await run(
      sse([{ candidates: [{ content: { parts: [{ text: "Hel" }] } }] }]),
    );
    expect(result.assembled.error?.message).toContain('without a candidate\'s "finishReason"');
  });
});
