import { describe, expect, it } from "vitest";
import { streamModel } from "@/lib/llm/stream-model";
import {
  createEventRecorder,
  fakeFetch,
  helloRequest,
  modelTarget,
  sseResponse,
  steppingClock,
  typedResponse,
} from "@/test/support/fake-model-fetch";

const encoder = new TextEncoder();

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
}

async function run(response: Response) {
  const recorder = createEventRecorder();
  const result = await streamModel({
    turn: 1,
    request: helloRequest,
    target: modelTarget({ fetch: fakeFetch(() => response).fetch }),
    onEvent: recorder.onEvent,
    now: steppingClock(),
  });
  return { result, recorder };
}

describe("streamModel timings", () => {
  it("times keep-alive gaps: since the last data line and since the last comment, apart", async () => {
    const pieces = [
      ": OPENROUTER PROCESSING\n\n",
      ": OPENROUTER PROCESSING\n\n",
      chunk({ content: "a" }),
      chunk({ content: "b" }, "stop"),
      "data: [DONE]\n\n",
    ].map((piece) => encoder.encode(piece));
    const { recorder } = await run(sseResponse(pieces).response);
    const frames = recorder.ofKind("llm.sse").map((event) => event.data);
    expect(frames.map((frame) => frame.type)).toEqual([
      "comment",
      "comment",
      "event",
      "event",
      "event",
    ]);
    const [firstComment, secondComment, firstData, secondData] = frames;
    expect(firstComment?.sinceCommentMs).toBeUndefined();
    expect(secondComment?.sinceDataMs).toBeGreaterThan(firstComment?.sinceDataMs ?? 0);
    expect(secondComment?.sinceCommentMs).toBeGreaterThan(0);
    // Only keep-alives came before the first data line: its data gap is the whole wait.
    expect(firstData?.sinceDataMs).toBeGreaterThan(firstData?.sinceCommentMs ?? 0);
    expect(secondData?.sinceDataMs).toBeLessThan(firstData?.sinceDataMs ?? 0);

    const timings = recorder.ofKind("llm.response")[0]?.data.timings;
    expect(timings?.keepAliveComments).toBe(2);
    expect(timings?.longestDataGapMs).toBe(firstData?.sinceDataMs);
  });

  it("gives tokens per second from the usage, or from an estimate without one", async () => {
    const withUsage = [
      chunk({ content: "Hello" }),
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { completion_tokens: 40 } })}\n\n`,
      "data: [DONE]\n\n",
    ];
    const counted = await run(sseResponse(withUsage.map((text) => encoder.encode(text))).response);
    const timings = counted.recorder.ofKind("llm.response")[0]?.data.timings;
    expect(timings).toMatchObject({ outputTokens: 40, outputTokensSource: "usage" });
    const window = (timings?.endMs ?? 0) - (timings?.firstTokenMs ?? 0);
    expect(timings?.tokensPerSecond).toBeCloseTo(40 / (window / 1000), 1);

    const estimated = await run(
      sseResponse([encoder.encode(chunk({ content: "12345678" }, "stop"))]).response,
    );
    expect(estimated.recorder.ofKind("llm.response")[0]?.data.timings).toMatchObject({
      outputTokens: 2,
      outputTokensSource: "estimate",
    });
  });

  it("lights the same lanes and timings for a non-streaming JSON answer", async () => {
    const completion = {
      object: "chat.completion",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: "Done.", reasoning: "Quick." },
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 3, completion_tokens: 4 },
    };
    const { result, recorder } = await run(
      typedResponse([encoder.encode(JSON.stringify(completion))], "application/json").response,
    );
    expect(result.assembled).toMatchObject({ content: "Done.", reasoning: "Quick." });
    expect(recorder.events.map((event) => event.kind)).toEqual([
      "llm.request",
      "llm.chunk",
      "llm.sse",
      "llm.delta",
      "llm.delta",
      "llm.response",
    ]);
    expect(recorder.ofKind("llm.sse")[0]?.data.sinceDataMs).toBeGreaterThan(0);
    const timings = recorder.ofKind("llm.response")[0]?.data.timings;
    expect(timings).toMatchObject({ outputTokens: 4, outputTokensSource: "usage" });
    expect(timings?.firstTokenMs).toBeGreaterThan(timings?.ttfbMs ?? 0);
    expect(timings?.tokensPerSecond).toBeCloseTo(4 / ((timings?.endMs ?? 0) / 1000), 1);
  });
});
