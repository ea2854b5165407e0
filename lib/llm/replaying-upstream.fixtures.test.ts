import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamModel } from "@/lib/llm/stream-model";
import {
  anthropicRecordingBytes,
  type ExpectedAnthropicAnswer,
  expectedAnthropicAnswers,
} from "@/test/support/anthropic-fixture-expectations";
import { createEventRecorder, helloRequest, modelTarget } from "@/test/support/fake-model-fetch";
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
import { type ReplayingUpstream, startReplayingUpstream } from "@/test/support/replaying-upstream";
import { listFixtureFiles, splitRandomly, withLineEnding } from "@/test/support/stream-fixtures";

/**
 * Every recorded provider response in `test/fixtures/llm-streams`, served again by a real HTTP
 * upstream on 127.0.0.1 (whole, in random writes, and with CRLF line ends) and read by
 * `streamModel` with the real `fetch`: the answer each recording states, as a live call gets it.
 */

const encoder = new TextEncoder();
let upstream: ReplayingUpstream;

beforeAll(async () => {
  upstream = await startReplayingUpstream();
});

afterAll(async () => {
  await upstream?.close();
});

type Split = (bytes: Uint8Array) => Uint8Array[];
const whole: Split = (bytes) => [bytes];
const randomWrites: Split = (bytes) => splitRandomly(bytes, 5, 97);
const feeds: Array<[string, Split]> = [
  ["whole", whole],
  ["in random writes", randomWrites],
];

describe("OpenAI-compatible recordings through a replaying upstream", () => {
  describe.each(openAiShapedFixtures())("$file", ({ file, sseText, payloads }) => {
    const expected = expectedFromPayloads(payloads);
    it.each([
      ...feeds.map(([name, split]) => [name, "\n", split] as const),
      ["in random writes with CRLF", "\r\n", randomWrites] as const,
    ])("assembles the stated answer fed %s", async (_name, lineEnding, split) => {
      upstream.queue(split(encoder.encode(withLineEnding(sseText, lineEnding))));
      const recorder = createEventRecorder();
      const { assembled, status } = await streamModel({
        turn: 1,
        request: helloRequest,
        target: modelTarget({ baseUrl: `${upstream.origin}/v1` }),
        onEvent: recorder.onEvent,
      });
      expect(status).toBe(200);
      expect(assembled.error).toBeUndefined();
      expect(assembled.content).toBe(expected.content);
      expect(assembled.reasoning).toBe(expected.reasoning);
      expect(assembled.toolCalls).toEqual(expectedToolCalls[file] ?? []);
      expect(assembled.finishReason).toBe(expected.finishReason);
      expect(assembled.usage).toEqual(expected.usage);
      expect(recorder.ofKind("llm.sse").map((event) => event.data.data)).toEqual(payloads);
    });
  });
});

describe("Anthropic recordings through a replaying upstream", () => {
  describe.each(listFixtureFiles("anthropic"))("%s", (file) => {
    it.each(feeds)("assembles the stated answer fed %s", async (_name, split) => {
      upstream.queue(split(anthropicRecordingBytes(file)));
      const { assembled, status } = await streamModel({
        turn: 1,
        request: helloRequest,
        target: modelTarget({
          wire: "anthropic",
          provider: "anthropic",
          baseUrl: upstream.origin,
        }),
        onEvent: createEventRecorder().onEvent,
      });
      expect(status).toBe(200);
      const { usage, ...answer } = assembled;
      const { usage: expectedUsage, ...expectedAnswer } = expectedAnthropicAnswers[
        file
      ] as ExpectedAnthropicAnswer;
      expect(answer).toEqual(expectedAnswer);
      const { raw: _raw, ...counts } = usage ?? { raw: {} };
      expect(counts).toEqual(expectedUsage);
    });
  });
});

describe("Responses API recordings through a replaying upstream", () => {
  describe.each(listFixtureFiles("openai-responses"))("%s", (file) => {
    it.each(feeds)("assembles the stated answer fed %s", async (_name, split) => {
      upstream.queue(split(responsesRecordingBytes(file)));
      const { assembled, status } = await streamModel({
        turn: 1,
        request: helloRequest,
        target: modelTarget({
          wire: "openai-responses",
          provider: "openai-responses",
          baseUrl: `${upstream.origin}/v1`,
        }),
        onEvent: createEventRecorder().onEvent,
      });
      expect(status).toBe(200);
      const { usage, error, ...answer } = assembled;
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
    });
  });
});

describe("Gemini recordings through a replaying upstream", () => {
  describe.each(listFixtureFiles("google"))("%s", (file) => {
    it.each(feeds)("assembles the stated answer fed %s", async (_name, split) => {
      upstream.queue(split(geminiRecordingBytes(file)));
      const { assembled, status } = await streamModel({
        turn: 1,
        request: helloRequest,
        target: modelTarget({
          wire: "gemini",
          provider: "gemini",
          baseUrl: `${upstream.origin}/v1beta`,
        }),
        onEvent: createEventRecorder().onEvent,
      });
      expect(status).toBe(200);
      const { usage, ...answer } = assembled;
      const { usage: expectedUsage, ...expectedAnswer } = expectedGeminiAnswers[
        file
      ] as ExpectedGeminiAnswer;
      expect(answer).toEqual(expectedAnswer);
      const { raw: _raw, ...counts } = usage ?? { raw: {} };
      expect(counts).toEqual(expectedUsage);
    });
  });
});
