import { describe, expect, it } from "vitest";
import type { CaptureFormat } from "@/lib/captures/capture-format";
import { CAPTURE_URL, replayCapture } from "@/lib/captures/replay-capture";
import {
  anthropicRecordingBytes,
  type ExpectedAnthropicAnswer,
  expectedAnthropicAnswers,
} from "@/test/support/anthropic-fixture-expectations";
import { createEventRecorder } from "@/test/support/fake-model-fetch";
import {
  type ExpectedGeminiAnswer,
  expectedGeminiAnswers,
  geminiRecordingBytes,
} from "@/test/support/gemini-fixture-expectations";
import {
  expectedFromPayloads,
  expectedToolCalls,
  openAiShapedFixtures,
} from "@/test/support/openai-fixture-expectations";
import {
  type ExpectedResponsesAnswer,
  expectedResponsesAnswers,
  responsesRecordingBytes,
} from "@/test/support/openai-responses-fixture-expectations";
import {
  listFixtureFiles,
  readChunkLines,
  splitEvery,
  splitRandomly,
  withLineEnding,
} from "@/test/support/stream-fixtures";

/**
 * Every recording in test/fixtures/llm-streams imported as a raw stream: whole, in 1-byte and random reads, with CRLF line ends, as the
 * `data:` lines of a log and as bare JSON lines, each assembling what the recording's live
 * replay test states.
 */

type Split = (bytes: Uint8Array) => Uint8Array[];

interface Variant {
  name: string;
  raw: string;
  splitReads?: Split;
}

function variants(sseText: string, withOneByte: boolean): Variant[] {
  const list: Variant[] = [
    { name: "whole", raw: sseText },
    { name: "in random reads", raw: sseText, splitReads: (bytes) => splitRandomly(bytes, 5) },
    {
      name: "with CRLF in random reads",
      raw: withLineEnding(sseText, "\r\n"),
      splitReads: (bytes) => splitRandomly(bytes, 29, 61),
    },
    { name: "with bare CR", raw: withLineEnding(sseText, "\r") },
  ];
  if (withOneByte) {
    list.push({
      name: "byte by byte with CRLF",
      raw: withLineEnding(sseText, "\r\n"),
      splitReads: (bytes) => splitEvery(bytes, 1),
    });
  }
  const dataLines = sseText.split("\n").filter((line) => line.startsWith("data:"));
  list.push({ name: "as the data: lines of a log", raw: dataLines.join("\n") });
  list.push({ name: "as the data: lines of a log, CRLF", raw: `${dataLines.join("\r\n")}\r\n` });
  return list;
}

async function replay(format: CaptureFormat, variant: Variant) {
  const recorder = createEventRecorder();
  const result = await replayCapture({
    format,
    raw: variant.raw,
    turn: 1,
    onEvent: recorder.onEvent,
    ...(variant.splitReads ? { splitReads: variant.splitReads } : {}),
  });
  return { result, recorder };
}

const openAiFixtures = openAiShapedFixtures();

describe("importing every OpenAI-shaped recording", () => {
  it("finds them all", () => {
    expect(openAiFixtures).toHaveLength(20);
  });

  describe.each(openAiFixtures)("$file", ({ file, sseText, payloads }) => {
    const expected = expectedFromPayloads(payloads);
    const all = variants(sseText, sseText.length <= 5000);
    if (file.endsWith(".chunks.txt")) {
      all.push({ name: "as bare JSON lines", raw: readChunkLines(file).join("\n") });
    }

    it.each(all)("assembles the stated answer $name", async (variant) => {
      const { result, recorder } = await replay("openai", variant);
      expect(result.assembled.error).toBeUndefined();
      expect(result.assembled.content).toBe(expected.content);
      expect(result.assembled.reasoning).toBe(expected.reasoning);
      expect(result.assembled.toolCalls).toEqual(expectedToolCalls[file] ?? []);
      expect(result.assembled.finishReason).toBe(expected.finishReason);
      expect(result.assembled.usage).toEqual(expected.usage);
      const kinds = recorder.events.map((event) => event.kind);
      expect(kinds[0]).toBe("llm.request");
      expect(kinds.at(-1)).toBe("llm.response");
      expect(kinds).not.toContain("error");
      expect(recorder.ofKind("llm.request")[0]?.data.url).toBe(CAPTURE_URL);
      const frames = recorder.ofKind("llm.sse").filter((event) => event.data.type === "event");
      // Bare JSON lines hold no [DONE]: the finish reason ends the answer.
      const expectedFrames =
        variant.name === "as bare JSON lines"
          ? payloads.filter((payload) => payload !== "[DONE]")
          : payloads;
      expect(frames.map((event) => event.data.data)).toEqual(expectedFrames);
    });
  });
});

const anthropicFiles = listFixtureFiles("anthropic");
const decoder = new TextDecoder();

describe("importing every Anthropic recording", () => {
  it("finds them all", () => {
    expect(anthropicFiles).toHaveLength(10);
  });

  describe.each(anthropicFiles)("%s", (file) => {
    const sseText = decoder.decode(anthropicRecordingBytes(file));
    const all = variants(sseText, true);
    all.push({
      name: "as event: and data: lines without blank lines",
      raw: sseText
        .split("\n")
        .filter((line) => line !== "")
        .join("\n"),
    });
    if (file.endsWith(".chunks.txt")) {
      all.push({ name: "as bare JSON lines", raw: readChunkLines(file).join("\n") });
    }

    it.each(all)("assembles the stated answer $name", async (variant) => {
      const { result, recorder } = await replay("anthropic", variant);
      const { usage, ...answer } = result.assembled;
      const { usage: expectedUsage, ...expectedAnswer } = expectedAnthropicAnswers[
        file
      ] as ExpectedAnthropicAnswer;
      expect(answer).toEqual(expectedAnswer);
      const { raw: _raw, ...counts } = usage ?? { raw: {} };
      expect(counts).toEqual(expectedUsage);
      expect(recorder.ofKind("error")).toEqual([]);
      expect(recorder.ofKind("llm.response")[0]?.data.assembled).toEqual(result.assembled);
    });
  });
});

const responsesFiles = listFixtureFiles("openai-responses");

describe("importing every Responses API recording", () => {
  it("finds them all", () => {
    expect(responsesFiles).toHaveLength(5);
  });

  describe.each(responsesFiles)("%s", (file) => {
    const sseText = decoder.decode(responsesRecordingBytes(file));
    const all = variants(sseText, sseText.length <= 5000);
    all.push({ name: "as bare JSON lines", raw: readChunkLines(file).join("\n") });

    it.each(all)("assembles the stated answer $name", async (variant) => {
      const { result, recorder } = await replay("openai-responses", variant);
      const { usage, error, ...answer } = result.assembled;
      const {
        usage: expectedUsage,
        errorSays,
        ...expectedAnswer
      } = expectedResponsesAnswers[file] as ExpectedResponsesAnswer;
      expect(answer).toEqual(expectedAnswer);
      const { raw: _raw, ...counts } = usage ?? { raw: {} };
      expect(usage === undefined ? undefined : counts).toEqual(expectedUsage);
      if (errorSays) expect(error?.message).toContain(errorSays);
      else expect(error).toBeUndefined();
      expect(recorder.ofKind("error")).toHaveLength(errorSays ? 1 : 0);
      expect(recorder.ofKind("llm.response")[0]?.data.assembled).toEqual(result.assembled);
    });
  });
});

describe("importing a whole non-streamed Responses API answer", () => {
  it("reads its output items as one JSON object", async () => {
    const raw = JSON.stringify({
      object: "response",
      status: "completed",
      output: [{ type: "message", content: [{ type: "output_text", text: "Hi." }] }],
    });
    const { result } = await replay("openai-responses", { name: "json", raw });
    expect(result.shape).toBe("json");
    expect(result.assembled).toMatchObject({ content: "Hi.", finishReason: "completed" });
  });
});

const geminiFiles = listFixtureFiles("google");

describe("importing every Gemini recording", () => {
  it("finds them all", () => {
    expect(geminiFiles).toHaveLength(6);
  });

  describe.each(geminiFiles)("%s", (file) => {
    const sseText = decoder.decode(geminiRecordingBytes(file));
    const all = variants(sseText, sseText.length <= 5000);
    all.push({ name: "as bare JSON lines", raw: readChunkLines(file).join("\n") });

    it.each(all)("assembles the stated answer $name", async (variant) => {
      const { result, recorder } = await replay("gemini", variant);
      const { usage, ...answer } = result.assembled;
      const { usage: expectedUsage, ...expectedAnswer } = expectedGeminiAnswers[
        file
      ] as ExpectedGeminiAnswer;
      expect(answer).toEqual(expectedAnswer);
      const { raw: _raw, ...counts } = usage ?? { raw: {} };
      expect(counts).toEqual(expectedUsage);
      expect(recorder.ofKind("error")).toEqual([]);
      expect(recorder.ofKind("llm.response")[0]?.data.assembled).toEqual(result.assembled);
    });
  });

  it("imports a whole generateContent answer as one JSON object", async () => {
    const raw = JSON.stringify({
      candidates: [{ content: { parts: [{ text: "Hi." }] }, finishReason: "STOP" }],
    });
    const { result } = await replay("gemini", { name: "json", raw });
    expect(result.shape).toBe("json");
    expect(result.assembled).toMatchObject({ content: "Hi.", finishReason: "STOP" });
  });
});
