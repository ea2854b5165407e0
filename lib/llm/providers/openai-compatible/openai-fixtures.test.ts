import { describe, expect, it } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import type { ModelUsage } from "@/lib/llm/model-part";
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
  concatBytes,
  frameAsSse,
  type LineEnding,
  listFixtureFiles,
  readChunkLines,
  readFixture,
  splitEvery,
  splitInsideCharacters,
  splitRandomly,
  withLineEnding,
} from "@/test/support/stream-fixtures";

const encoder = new TextEncoder();
interface Expected {
  content: string;
  reasoning: string;
  finishReason?: string;
  usage?: ModelUsage;
  payloadCount: number;
}

type Json = Record<string, unknown>;

/** What the answer should be, read straight from the payload JSON without Loupe's code. */
function expectedFromPayloads(payloads: string[]): Expected {
  let content = "";
  let reasoning = "";
  let finishReason: string | undefined;
  let usage: Expected["usage"];
  for (const payload of payloads) {
    if (payload === "[DONE]") continue;
    const chunk = JSON.parse(payload) as Json;
    const usageValue = chunk.usage as Json | null | undefined;
    if (usageValue) {
      const next: ModelUsage = { ...usage, raw: { ...usage?.raw, ...usageValue } };
      const promptDetails = usageValue.prompt_tokens_details as Json | null | undefined;
      const completionDetails = usageValue.completion_tokens_details as Json | null | undefined;
      const counts: [keyof Omit<ModelUsage, "raw">, unknown][] = [
        ["input", usageValue.prompt_tokens],
        ["output", usageValue.completion_tokens],
        ["total", usageValue.total_tokens],
        ["reasoning", completionDetails?.reasoning_tokens],
        ["cacheRead", promptDetails?.cached_tokens ?? usageValue.prompt_cache_hit_tokens],
      ];
      for (const [field, value] of counts) if (typeof value === "number") next[field] = value;
      usage = next;
    }
    const choice = (chunk.choices as Json[] | undefined)?.[0];
    if (!choice) continue;
    if (typeof choice.finish_reason === "string") finishReason = choice.finish_reason;
    const delta = (choice.delta ?? {}) as Json;
    reasoning +=
      (delta.reasoning_content as string | null) || (delta.reasoning as string | null) || "";
    if (typeof delta.content === "string") content += delta.content;
    if (Array.isArray(delta.content)) {
      for (const part of delta.content as Json[]) {
        if (part.type === "text") content += part.text as string;
        if (part.type === "thinking") {
          for (const inner of part.thinking as Json[]) reasoning += inner.text as string;
        }
      }
    }
  }
  return { content, reasoning, finishReason, usage, payloadCount: payloads.length };
}

const expectedToolCalls: Record<string, unknown[]> = {
  "openai-compatible/xai-tool-call.chunks.txt": [
    { id: "call_79382389", name: "weather", arguments: '{"location":"San Francisco"}' },
  ],
  "openai-compatible/issue-15789-step-1.chunks.txt": [
    { id: "call_NZa7xqfefoaMI2YYHowVXVlU", name: "weather", arguments: "{}" },
  ],
  "openai-compatible/anthropic-fallback-tool-call.sse": [
    { id: "toolu_sanitized", name: "read_file", arguments: '{"path": "a.txt"}' },
  ],
  "openai-compatible/groq-tool-call.chunks.txt": [
    { id: "tk85n1k4m", name: "weather", arguments: "{}" },
  ],
  "openai-compatible/mistral-tool-call.chunks.txt": [
    { id: "gSIMJiOkT", name: "weather", arguments: '{"location": "San Francisco"}' },
  ],
  "openai-compatible/mistral-incremental-tool-call.chunks.txt": [
    {
      id: "chatcmpl-tool-9f149c74c42f265b",
      name: "webSearchTool",
      arguments: '{"query": "current Berlin weather"}',
    },
  ],
  "deepseek/deepseek-tool-call.chunks.txt": [
    {
      id: "call_00_IhCAliIHtM9gKpgfqbBV9873",
      name: "weather",
      arguments: '{"location": "San Francisco"}',
    },
  ],
};

/** Every OpenAI-shaped recording, as the SSE text a server would send (LF line endings). */
function openAiShapedFixtures(): { file: string; sseText: string; payloads: string[] }[] {
  const files = [
    ...listFixtureFiles("openai"),
    ...listFixtureFiles("openai-compatible"),
    ...listFixtureFiles("deepseek"),
  ].filter((file) => file.endsWith(".chunks.txt") || file.endsWith(".sse"));
  return files.map((file) => {
    if (file.endsWith(".sse")) {
      const sseText = readFixture(file);
      const payloads = sseText
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice("data: ".length));
      return { file, sseText, payloads };
    }
    const payloads = [...readChunkLines(file), "[DONE]"];
    return { file, sseText: frameAsSse(payloads), payloads };
  });
}

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
