import { describe, expect, it } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import { streamModel } from "@/lib/llm/stream-model";
import {
  createEventRecorder,
  fakeFetch,
  helloRequest,
  modelTarget,
  sseResponse,
  steppingClock,
} from "@/test/support/fake-model-fetch";
import {
  expectedFromPayloads,
  expectedToolCalls,
  openAiShapedFixtures,
} from "@/test/support/openai-fixture-expectations";
import {
  concatBytes,
  frameAsSse,
  type LineEnding,
  readChunkLines,
  readFixture,
  splitEvery,
  splitInsideCharacters,
  splitRandomly,
  withLineEnding,
} from "@/test/support/stream-fixtures";

const encoder = new TextEncoder();
async function replay(pieces: Uint8Array[]) {
  const recorder = createEventRecorder();
  const { response } = sseResponse(pieces);
  const { fetch } = fakeFetch(() => response);
  const { assembled, status } = await streamModel({
    turn: 3,
    request: helloRequest,
    target: modelTarget({ fetch }),
    onEvent: recorder.onEvent,
    now: steppingClock(),
  });
  return { result: { ...assembled, status }, recorder };
}

function decodeBase64(events: Extract<LoupeEvent, { kind: "llm.chunk" }>[]): Uint8Array {
  return concatBytes(
    events.map((event) => Uint8Array.from(Buffer.from(event.data.base64, "base64"))),
  );
}

const fixtures = openAiShapedFixtures();

describe("streamModel replaying recorded OpenAI-compatible streams", () => {
  it("finds every OpenAI-shaped recording", () => {
    expect(fixtures.length).toBe(20);
  });

  describe.each(fixtures)("$file", ({ file, sseText, payloads }) => {
    const expected = expectedFromPayloads(payloads);
    const splits: [string, LineEnding, (bytes: Uint8Array) => Uint8Array[]][] = [
      ["in one read", "\n", (bytes) => [bytes]],
      ["in 7-byte reads", "\n", (bytes) => splitEvery(bytes, 7)],
      ["in reads cut inside multi-byte characters", "\n", splitInsideCharacters],
      ["in random reads with CRLF", "\r\n", (bytes) => splitRandomly(bytes, 7)],
      ["in random reads with bare CR", "\r", (bytes) => splitRandomly(bytes, 11)],
    ];
    if (sseText.length <= 5000) {
      splits.push(["in 1-byte reads with CRLF", "\r\n", (bytes) => splitEvery(bytes, 1)]);
    }

    it.each(splits)("assembles the answer %s", async (_name, lineEnding, split) => {
      const bytes = encoder.encode(withLineEnding(sseText, lineEnding));
      const pieces = split(bytes);
      const { result, recorder } = await replay(pieces);

      expect(result.error).toBeUndefined();
      expect(result.status).toBe(200);
      expect(result.content).toBe(expected.content);
      expect(result.reasoning).toBe(expected.reasoning);
      expect(result.toolCalls).toEqual(expectedToolCalls[file] ?? []);
      expect(result.finishReason).toBe(expected.finishReason);
      expect(result.usage).toEqual(expected.usage);

      const chunks = recorder.ofKind("llm.chunk");
      expect(chunks).toHaveLength(pieces.length);
      expect(decodeBase64(chunks)).toEqual(bytes);
      let offset = 0;
      const expectedChunkOffsets = chunks.map((chunk) => {
        const start = offset;
        offset += chunk.data.length;
        return start;
      });
      expect(chunks.map((chunk) => chunk.data.offset)).toEqual(expectedChunkOffsets);

      const chunkSeqs = new Set(chunks.map((chunk) => chunk.seq));
      const sseEvents = recorder.ofKind("llm.sse");
      expect(sseEvents.map((event) => event.data.data)).toEqual(payloads);
      const badChunkReferences = sseEvents.filter(
        (sse) =>
          sse.data.chunkSeqs.length === 0 ||
          sse.data.chunkSeqs.some((seq) => !chunkSeqs.has(seq) || seq > sse.seq),
      );
      expect(badChunkReferences).toEqual([]);

      const sseSeqs = new Set(sseEvents.map((event) => event.seq));
      const deltas = recorder.ofKind("llm.delta");
      expect(
        deltas.filter((delta) => !sseSeqs.has(delta.data.sseSeq) || delta.data.turn !== 3),
      ).toEqual([]);
      const contentDeltas = deltas.filter((delta) => delta.data.channel === "content");
      expect(contentDeltas.map((delta) => delta.data.text).join("")).toBe(expected.content);
      const offsets = contentDeltas.map((delta) => delta.data.contentOffset);
      const expectedOffsets = contentDeltas.map((_delta, index) =>
        contentDeltas
          .slice(0, index)
          .reduce((total, earlier) => total + earlier.data.text.length, 0),
      );
      expect(offsets).toEqual(expectedOffsets);
      const reasoningText = deltas
        .filter((delta) => delta.data.channel === "reasoning")
        .map((delta) => delta.data.text)
        .join("");
      expect(reasoningText).toBe(expected.reasoning);

      const kinds = recorder.events.map((event) => event.kind);
      expect(kinds[0]).toBe("llm.request");
      expect(kinds.at(-1)).toBe("llm.response");
      expect(kinds).not.toContain("error");
      const response = recorder.ofKind("llm.response")[0];
      expect(response?.data.assembled.content).toBe(expected.content);
      expect(response?.data.timings.firstTokenMs).toBeGreaterThan(
        response?.data.timings.ttfbMs ?? 0,
      );
    });
  });

  it("assembles reasoning for the DeepSeek, xAI, Mistral thinking and tiny-chunk recordings", () => {
    for (const file of [
      "deepseek/deepseek-tool-call.chunks.txt",
      "openai-compatible/xai-tool-call.chunks.txt",
      "openai-compatible/issue-13703-mistral-thinking.chunks.txt",
      "openai-compatible/tiny-chunks.chunks.txt",
    ]) {
      expect(expectedFromPayloads(readChunkLines(file)).reasoning.length, file).toBeGreaterThan(20);
    }
  });

  it("reads the usage of xAI, Groq (x_groq and usage) and DeepSeek", async () => {
    const usageOf = async (file: string) => {
      const { result } = await replay([
        encoder.encode(frameAsSse([...readChunkLines(file), "[DONE]"])),
      ]);
      const { raw: _raw, ...counts } = result.usage ?? { raw: {} };
      return counts;
    };
    expect(await usageOf("openai-compatible/xai-tool-call.chunks.txt")).toEqual({
      input: 307,
      output: 26,
      total: 560,
      reasoning: 227,
      cacheRead: 306,
    });
    expect(await usageOf("openai-compatible/groq-tool-call.chunks.txt")).toEqual({
      input: 210,
      output: 15,
      total: 225,
    });
    expect(await usageOf("deepseek/deepseek-tool-call.chunks.txt")).toEqual({
      input: 374,
      output: 61,
      total: 435,
      reasoning: 17,
      cacheRead: 256,
    });
  });

  it("streams tool-call arguments as deltas on their own channel with their index", async () => {
    const file = "openai-compatible/anthropic-fallback-tool-call.sse";
    const { recorder } = await replay(splitEvery(encoder.encode(readFixture(file)), 5));
    const toolDeltas = recorder
      .ofKind("llm.delta")
      .filter((delta) => delta.data.channel === "tool_call");
    expect(
      toolDeltas.map((delta) => [
        delta.data.text,
        delta.data.contentOffset,
        delta.data.toolCallIndex,
      ]),
    ).toEqual([
      ['{"pa', 0, 1],
      ['th": "a.txt"}', 4, 1],
    ]);
  });

  it("keeps Mistral's thinking parts out of the content", async () => {
    const file = "openai-compatible/issue-13703-mistral-thinking.chunks.txt";
    const { result } = await replay([
      encoder.encode(frameAsSse([...readChunkLines(file), "[DONE]"])),
    ]);
    expect(result.content).toBe("391");
    expect(result.reasoning.startsWith("Okay, the user is asking for the product")).toBe(true);
  });
});
