import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModelTarget } from "@/lib/llm/model-provider";
import { streamModel } from "@/lib/llm/stream-model";
import { createEventRecorder, helloRequest } from "@/test/support/fake-model-fetch";
import {
  type LocalProviderReply,
  type LocalProviderServer,
  refusedOrigin,
  startLocalProviderServer,
} from "@/test/support/local-provider-server";
import { ndjsonBody, ollamaChatLines } from "@/test/support/ollama-stream";
import { splitEvery, splitRandomly } from "@/test/support/stream-fixtures";

/** Ollama's own API through the recording core, against a real local server writing NDJSON. */

const encoder = new TextEncoder();
const ndjson = { "content-type": "application/x-ndjson" };
const lines = ollamaChatLines({
  thinking: ["Look up ", "New York."],
  content: ["<thinking>ok</thinking>", " Checking."],
  toolCalls: [{ name: "get_forecast", arguments: { latitude: 40.7 } }],
});
const bytes = encoder.encode(ndjsonBody(lines));

let next: LocalProviderReply = "hang";
let server: LocalProviderServer;

beforeAll(async () => {
  server = await startLocalProviderServer(() => next);
});

afterAll(async () => {
  await server.close();
});

function target(overrides: Partial<ModelTarget> = {}): ModelTarget {
  return {
    provider: "ollama",
    wire: "ollama",
    model: "qwen3",
    baseUrl: server.origin,
    fetch: globalThis.fetch,
    ...overrides,
  };
}

async function run(
  reply: LocalProviderReply,
  overrides: Partial<ModelTarget> = {},
  idleTimeoutMs?: number,
) {
  next = reply;
  const recorder = createEventRecorder();
  const result = await streamModel({
    turn: 1,
    request: { ...helloRequest, model: "qwen3" },
    target: target(overrides),
    onEvent: recorder.onEvent,
    ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMs }),
  });
  return { result, recorder };
}

describe("Ollama's /api/chat through streamModel", () => {
  it.each([
    ["whole", [bytes]],
    ["byte by byte", splitEvery(bytes, 1)],
    ["in random pieces", splitRandomly(bytes, 7, 40)],
  ])("records and assembles a stream served %s", async (_name, pieces) => {
    const { result, recorder } = await run({ headers: ndjson, pieces });
    expect(result.status).toBe(200);
    expect(result.assembled).toMatchObject({
      content: "<thinking>ok</thinking> Checking.",
      reasoning: "Look up New York.",
      toolCalls: [{ id: "call_0", name: "get_forecast", arguments: '{"latitude":40.7}' }],
      finishReason: "stop",
      usage: { input: 26, output: 282, total: 308 },
    });
    expect(result.assembled.error).toBeUndefined();
    const request = recorder.ofKind("llm.request")[0]?.data;
    expect(request).toMatchObject({ provider: "ollama", url: `${server.origin}/api/chat` });
    expect(JSON.parse(request?.body ?? "{}")).toMatchObject({ model: "qwen3", stream: true });
    expect(recorder.ofKind("llm.sse").map((event) => event.data.data)).toEqual(lines);
    const chunks = recorder.ofKind("llm.chunk");
    const received = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data.base64, "base64")));
    expect(received.toString("utf8")).toBe(ndjsonBody(lines));
    expect(server.requests.at(-1)?.url).toBe("/api/chat");
  });

  it("keeps the text of a stream that ends before done, and says it may be cut off", async () => {
    const cut = encoder.encode(
      ndjsonBody(ollamaChatLines({ content: ["Hel", "lo"] }).slice(0, -1)),
    );
    const { result } = await run({ headers: ndjson, pieces: splitRandomly(cut, 3) });
    expect(result.assembled.content).toBe("Hello");
    expect(result.assembled.error?.message).toBe(
      `The stream from ${server.origin}/api/chat ended after ${cut.byteLength} bytes without "done": true or a finish reason; the answer may be cut off.`,
    );
  });

  it("keeps the text of a stream whose connection breaks before done", async () => {
    const cut = encoder.encode(
      ndjsonBody(ollamaChatLines({ content: ["Hel", "lo"] }).slice(0, -1)),
    );
    const { result } = await run({ headers: ndjson, pieces: [cut], cut: true });
    expect(result.assembled.content).toBe("Hello");
    expect(result.assembled.error?.code).toBe("model:stream_failed");
    expect(result.assembled.error?.message).toMatch(/broke off after \d+ bytes|ended after/);
  });

  it("reports an error line in the stream with where it was", async () => {
    const first = ollamaChatLines({ content: ["Hi"] })[0];
    const { result } = await run({
      headers: ndjson,
      body: `${first}\n{"error":"an error was encountered while running the model"}\n`,
    });
    expect(result.assembled.content).toBe("Hi");
    expect(result.assembled.error?.message).toMatch(
      /^The provider reported an error in the stream \(line 2, llm\.sse #\d+\): an error was encountered while running the model$/,
    );
  });

  it("reads Ollama's HTTP error body", async () => {
    const { result } = await run({
      status: 404,
      body: JSON.stringify({ error: "model 'qwen3' not found, try pulling it first" }),
    });
    expect(result.status).toBe(404);
    expect(result.assembled.error).toEqual({
      code: "model:request_failed",
      message: `404 from ${server.origin}/api/chat: model 'qwen3' not found, try pulling it first. Check the base URL and the model name.`,
    });
  });

  it("reads a whole non-streaming answer like a streamed one", async () => {
    const { result } = await run({
      body: JSON.stringify({
        model: "qwen3",
        message: { role: "assistant", content: "Hi" },
        done: true,
        done_reason: "stop",
        eval_count: 1,
      }),
    });
    expect(result.assembled).toMatchObject({
      content: "Hi",
      finishReason: "stop",
      usage: { output: 1 },
    });
    expect(result.assembled.error).toBeUndefined();
  });

  it("says so when Ollama never answers", async () => {
    const { result } = await run("hang", {}, 300);
    expect(result.assembled.error?.message).toBe(
      `No response from ${server.origin}/api/chat within 300 ms; the server may be overloaded or the URL may point at the wrong service.`,
    );
  });

  it("says so when nothing listens at the base URL", async () => {
    const { result } = await run("hang", { baseUrl: await refusedOrigin() });
    expect(result.assembled.error?.message).toMatch(
      /^Could not connect to .*\/api\/chat: connection refused/,
    );
  });
});
