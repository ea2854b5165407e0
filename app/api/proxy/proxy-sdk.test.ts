import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import { getEventStore } from "@/lib/store";
import {
  anthropicRecordingBytes,
  type ExpectedAnthropicAnswer,
  expectedAnthropicAnswers,
} from "@/test/support/anthropic-fixture-expectations";
import {
  expectedGeminiAnswers,
  geminiRecordingBytes,
} from "@/test/support/gemini-fixture-expectations";
import { ndjsonBody, ollamaChatLines } from "@/test/support/ollama-stream";
import {
  expectedFromPayloads,
  expectedToolCalls,
  openAiShapedFixtures,
} from "@/test/support/openai-fixture-expectations";
import {
  expectedResponsesAnswers,
  responsesRecordingBytes,
} from "@/test/support/openai-responses-fixture-expectations";
import { proxiedUpstreams, sha256 } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { startReplayingUpstream } from "@/test/support/replaying-upstream";
import { listFixtureFiles, splitRandomly } from "@/test/support/stream-fixtures";

/**
 * The official `openai` and `@anthropic-ai/sdk` clients pointed at the proxy, in front of a
 * local upstream that replays every recording in `test/fixtures/llm-streams` in random writes:
 * the client receives exactly the upstream's bytes, and the capture assembles what the
 * recording states.
 */

const upstreams = proxiedUpstreams("loupe-proxy-sdk-", { REPLAY: startReplayingUpstream });

const encoder = new TextEncoder();
const PROXY = "http://127.0.0.1:3000/api/proxy/replay";
const CLIENT_KEY = "sk-client-key-for-the-sdk-tests-0001";

/** What the client was handed: the answer's bytes (hashed as they arrive) and its capture. */
interface Received {
  captureId: string;
  bytes: Promise<Uint8Array>;
}

/** `proxyFetch` that also keeps a copy of every answer's bytes as the client reads them. */
function teeingFetch(received: Received[]): typeof fetch {
  return async (input, init) => {
    const response = await proxyFetch(input, init);
    if (!response.body) return response;
    const [forClient, forTest] = response.body.tee();
    received.push({
      captureId: captureIdOf(response),
      bytes: new Response(forTest).arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    });
    return new Response(forClient, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

async function assembledOf(captureId: string): Promise<AssembledAnswer> {
  await captureExchange(captureId);
  const event = getEventStore()
    .events(captureId)
    .find((candidate) => candidate.kind === "llm.response");
  if (event?.kind !== "llm.response") throw new Error(`capture ${captureId} has no answer`);
  return event.data.assembled;
}

describe("the openai client through the proxy", () => {
  const received: Received[] = [];
  const client = new OpenAI({
    apiKey: CLIENT_KEY,
    baseURL: `${PROXY}/v1`,
    fetch: teeingFetch(received),
    maxRetries: 0,
  });

  it.each(openAiShapedFixtures())(
    "streams $file byte for byte",
    async ({ file, sseText, payloads }) => {
      const bytes = encoder.encode(sseText);
      upstreams.REPLAY.queue(splitRandomly(bytes, 11, 97));
      const stream = await client.chat.completions.create({
        model: "gpt-test",
        messages: [{ role: "user", content: "hello" }],
        stream: true,
      });
      let chunks = 0;
      for await (const _chunk of stream) chunks += 1;
      const answer = received.at(-1) as Received;
      expect(sha256(await answer.bytes)).toBe(sha256(bytes));
      const expected = expectedFromPayloads(payloads);
      const assembled = await assembledOf(answer.captureId);
      expect(assembled.content).toBe(expected.content);
      expect(assembled.reasoning).toBe(expected.reasoning);
      expect(assembled.toolCalls).toEqual(expectedToolCalls[file] ?? []);
      expect(assembled.finishReason).toBe(expected.finishReason);
      expect(chunks).toBe(payloads.filter((payload) => payload !== "[DONE]").length);
    },
  );

  it("passes a non-streamed answer through and records it as a capture", async () => {
    const body = JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: "gpt-test",
      choices: [
        { index: 0, message: { role: "assistant", content: "Hi there." }, finish_reason: "stop" },
      ],
      usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
    });
    upstreams.REPLAY.queue([encoder.encode(body)], "application/json");
    const completion = await client.chat.completions.create({
      model: "gpt-test",
      messages: [{ role: "user", content: "hello" }],
    });
    expect(completion.choices[0]?.message.content).toBe("Hi there.");
    const answer = received.at(-1) as Received;
    expect(new TextDecoder().decode(await answer.bytes)).toBe(body);
    const assembled = await assembledOf(answer.captureId);
    expect(assembled.content).toBe("Hi there.");
    expect(assembled.usage?.total).toBe(5);
    expect(JSON.stringify(getEventStore().events(answer.captureId))).not.toContain(CLIENT_KEY);
  });
});

describe("the @anthropic-ai/sdk client through the proxy", () => {
  const received: Received[] = [];
  const client = new Anthropic({
    apiKey: CLIENT_KEY,
    baseURL: PROXY,
    fetch: teeingFetch(received),
    maxRetries: 0,
  });

  it.each(listFixtureFiles("anthropic"))("streams %s byte for byte", async (file) => {
    const bytes = anthropicRecordingBytes(file);
    upstreams.REPLAY.queue(splitRandomly(bytes, 13, 97));
    const stream = await client.messages.create({
      model: "claude-test",
      max_tokens: 64,
      messages: [{ role: "user", content: "hello" }],
      stream: true,
    });
    try {
      for await (const _event of stream) {
        // The client reads every event; the test compares what it was handed.
      }
    } catch {
      // A recording that ends badly on purpose makes the client throw; its bytes still arrived.
    }
    const answer = received.at(-1) as Received;
    expect(sha256(await answer.bytes)).toBe(sha256(bytes));
    const { usage: _usage, ...assembled } = await assembledOf(answer.captureId);
    const { usage: _expectedUsage, ...expected } = expectedAnthropicAnswers[
      file
    ] as ExpectedAnthropicAnswer;
    expect(assembled).toEqual(expected);
  });
});

describe("the proxy before Anthropic and Ollama answers sent whole or as NDJSON", () => {
  it("records a non-streamed Anthropic message read by the official client", async () => {
    const received: Received[] = [];
    const client = new Anthropic({
      apiKey: CLIENT_KEY,
      baseURL: PROXY,
      fetch: teeingFetch(received),
      maxRetries: 0,
    });
    const body = JSON.stringify({
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "claude-test",
      content: [{ type: "text", text: "Bonjour." }],
      stop_reason: "end_turn",
      usage: { input_tokens: 4, output_tokens: 2 },
    });
    upstreams.REPLAY.queue([encoder.encode(body)], "application/json");
    const message = await client.messages.create({
      model: "claude-test",
      max_tokens: 16,
      messages: [{ role: "user", content: "hello" }],
    });
    expect(message.content[0]).toMatchObject({ type: "text", text: "Bonjour." });
    const answer = received.at(-1) as Received;
    expect(new TextDecoder().decode(await answer.bytes)).toBe(body);
    expect(await assembledOf(answer.captureId)).toMatchObject({
      content: "Bonjour.",
      finishReason: "end_turn",
    });
  });

  it("assembles an Ollama /api/chat NDJSON stream passed through byte for byte", async () => {
    const text = ndjsonBody(ollamaChatLines({ content: ["Hel", "lo"], doneReason: "stop" }));
    const bytes = encoder.encode(text);
    upstreams.REPLAY.queue(splitRandomly(bytes, 17, 31), "application/x-ndjson");
    const response = await proxyFetch(`${PROXY}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "qwen3", messages: [{ role: "user", content: "hi" }] }),
    });
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(bytes));
    expect(await assembledOf(captureIdOf(response))).toMatchObject({
      content: "Hello",
      finishReason: "stop",
    });
  });
});

describe("the openai client's Responses API through the proxy", () => {
  const received: Received[] = [];
  const client = new OpenAI({
    apiKey: CLIENT_KEY,
    baseURL: `${PROXY}/v1`,
    fetch: teeingFetch(received),
    maxRetries: 0,
  });

  it.each(Object.keys(expectedResponsesAnswers))("streams %s byte for byte", async (file) => {
    const bytes = responsesRecordingBytes(file);
    upstreams.REPLAY.queue(splitRandomly(bytes, 7, 89));
    try {
      const stream = await client.responses.create({
        model: "gpt-test",
        input: "hello",
        stream: true,
      });
      for await (const _event of stream) {
        // The client reads every event; the test compares what it was handed.
      }
    } catch {
      // A recording of a failed response makes the client throw; its bytes still arrived.
    }
    const answer = received.at(-1) as Received;
    expect(sha256(await answer.bytes)).toBe(sha256(bytes));
    const assembled = await assembledOf(answer.captureId);
    const expected = expectedResponsesAnswers[file];
    expect(assembled.content).toBe(expected?.content);
    expect(assembled.toolCalls).toEqual(expected?.toolCalls);
    expect(assembled.finishReason).toBe(expected?.finishReason);
  });
});

describe("a Gemini client's streamGenerateContent through the proxy", () => {
  it.each(Object.keys(expectedGeminiAnswers))("streams %s byte for byte", async (file) => {
    const bytes = geminiRecordingBytes(file);
    upstreams.REPLAY.queue(splitRandomly(bytes, 7, 89));
    const response = await proxyFetch(
      `${PROXY}/v1beta/models/gemini-test:streamGenerateContent?alt=sse`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-goog-api-key": CLIENT_KEY },
        body: JSON.stringify({ contents: [{ role: "user", parts: [{ text: "hello" }] }] }),
      },
    );
    const body = new Uint8Array(await response.arrayBuffer());
    expect(sha256(body)).toBe(sha256(bytes));
    const assembled = await assembledOf(captureIdOf(response));
    const expected = expectedGeminiAnswers[file];
    expect(assembled.content).toBe(expected?.content);
    expect(assembled.toolCalls).toEqual(expected?.toolCalls);
    expect(JSON.stringify(getEventStore().events(captureIdOf(response)))).not.toContain(CLIENT_KEY);
  });
});

describe("the @anthropic-ai/sdk client through the proxy to the demo model", () => {
  it("gets the demo's Anthropic Messages stream offline, with no key, and records it", async () => {
    const received: Received[] = [];
    const client = new Anthropic({
      apiKey: "no-key-needed",
      baseURL: "http://127.0.0.1:3000/api/proxy/demo",
      fetch: teeingFetch(received),
      maxRetries: 0,
    });
    const stream = await client.messages.create({
      model: "claude-sonnet-4-5",
      max_tokens: 256,
      messages: [{ role: "user", content: "What is the weather in Paris?" }],
      stream: true,
    });
    let text = "";
    for await (const event of stream) {
      if (event.type === "content_block_delta" && event.delta.type === "text_delta") {
        text += event.delta.text;
      }
    }
    expect(text.length).toBeGreaterThan(0);
    const answer = received.at(-1) as Received;
    expect(await captureExchange(answer.captureId)).toMatchObject({
      upstream: "demo",
      end: "complete",
    });
    const assembled = await assembledOf(answer.captureId);
    expect(assembled.content).toBe(text);
  });
});
