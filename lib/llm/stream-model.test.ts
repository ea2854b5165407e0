import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { ModelTarget } from "@/lib/llm/model-provider";
import { buildOpenAiRequest } from "@/lib/llm/providers/openai-compatible/build-request";
import {
  FINISH_CANCELLED,
  FINISH_STOPPED_BY_HOST,
  type StreamModelOptions,
  streamModel,
} from "@/lib/llm/stream-model";
import {
  createEventRecorder,
  type FakeBodyEnding,
  fakeBody,
  fakeFetch,
  helloRequest,
  modelTarget,
  sseResponse,
  steppingClock,
} from "@/test/support/fake-model-fetch";
import { splitEvery } from "@/test/support/stream-fixtures";

const encoder = new TextEncoder();
const url = "http://127.0.0.1:9/v1/chat/completions";
const body = buildOpenAiRequest(helloRequest, modelTarget()).body;

function contentChunk(text: string, finishReason: string | null = null): string {
  return JSON.stringify({
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: { content: text }, finish_reason: finishReason }],
  });
}

function sse(...payloads: string[]): string {
  return payloads.map((payload) => `data: ${payload}\n\n`).join("");
}

async function run(
  pieces: (string | Uint8Array)[],
  options: Partial<StreamModelOptions> & {
    ending?: FakeBodyEnding;
    init?: ResponseInit;
    targetFields?: Partial<ModelTarget>;
  } = {},
) {
  const recorder = createEventRecorder();
  const bytes = pieces.map((piece) => (typeof piece === "string" ? encoder.encode(piece) : piece));
  const { response, state } = sseResponse(bytes, options.ending, options.init);
  const fake = fakeFetch(() => response);
  const { ending: _ending, init: _init, targetFields, ...rest } = options;
  const result = await streamModel({
    turn: 1,
    request: helloRequest,
    target: modelTarget({ fetch: fake.fetch, ...targetFields }),
    onEvent: recorder.onEvent,
    now: steppingClock(),
    ...rest,
  });
  return { result, recorder, state, requests: fake.requests };
}

const servers: Server[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

afterEach(async () => {
  await Promise.all(
    servers
      .splice(0)
      .map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

describe("streamModel", () => {
  it("posts the exact body and records the request with the key redacted", async () => {
    const { recorder, requests } = await run([sse(contentChunk("Hi", "stop"), "[DONE]")], {
      targetFields: {
        apiKey: "sk-test-secret-abcd",
        headers: { "X-Api-Key": "other-secret", "X-Title": "Loupe" },
        provider: "openrouter",
      },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.body).toBe(body);
    expect(requests[0]?.headers.authorization).toBe("Bearer sk-test-secret-abcd");

    const request = recorder.ofKind("llm.request")[0];
    expect(request?.seq).toBe(1);
    expect(request?.data).toEqual({
      turn: 1,
      provider: "openrouter",
      url,
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream, application/json",
        authorization: "[redacted]",
        "x-api-key": "[redacted]",
        "x-title": "Loupe",
      },
      body,
    });
    expect(JSON.stringify(recorder.events)).not.toMatch(/sk-test-secret|other-secret/);
  });

  it("records comments as llm.sse comment events and ignores them in the answer", async () => {
    const { result, recorder } = await run([
      ": OPENROUTER PROCESSING\n\n",
      sse(contentChunk("ok", "stop"), "[DONE]"),
    ]);
    expect(result.assembled.content).toBe("ok");
    expect(recorder.ofKind("llm.sse")[0]?.data).toMatchObject({
      type: "comment",
      comment: "OPENROUTER PROCESSING",
      lines: [": OPENROUTER PROCESSING"],
      chunkSeqs: [2],
    });
  });

  it("times the request: headers, first token and end, in order", async () => {
    const { recorder } = await run([": ping\n\n", sse(contentChunk("a", "stop"), "[DONE]")]);
    const timings = recorder.ofKind("llm.response")[0]?.data.timings;
    expect(timings?.ttfbMs).toBeGreaterThan(0);
    expect(timings?.firstTokenMs).toBeGreaterThan(timings?.ttfbMs ?? 0);
    expect(timings?.endMs).toBeGreaterThan(timings?.firstTokenMs ?? 0);
  });

  it("reports a 401 with the provider's message, the status and the URL", async () => {
    const serverUrl = await listen((_request, response) => {
      response.writeHead(401, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          error: {
            message: "Incorrect API key provided: sk-…abcd.",
            type: "invalid_request_error",
            code: "invalid_api_key",
          },
        }),
      );
    });
    const recorder = createEventRecorder();
    const result = await streamModel({
      turn: 2,
      request: helloRequest,
      target: modelTarget({ baseUrl: serverUrl, apiKey: "sk-wrong" }),
      onEvent: recorder.onEvent,
    });

    expect(result.status).toBe(401);
    expect(result.assembled.error).toEqual({
      code: "model:request_failed",
      message: `401 from ${serverUrl}/chat/completions: Incorrect API key provided: sk-…abcd. (invalid_api_key). Check the API key.`,
    });
    expect(recorder.ofKind("llm.chunk").length).toBeGreaterThan(0);
    expect(recorder.ofKind("llm.response")[0]?.data).toMatchObject({
      status: 401,
      assembled: { error: { code: "model:request_failed" } },
    });
  });

  it("reads at most the error-body limit of a long HTML error page", async () => {
    const page = `<html>${"x".repeat(5000)}</html>`;
    const { result, recorder } = await run([page], {
      init: { status: 502, headers: { "content-type": "text/html" } },
      maxErrorBodyBytes: 100,
    });
    expect(result.assembled.error?.message).toBe(
      `502 from ${url}: <html>${"x".repeat(94)}. (Error body truncated.)`,
    );
    expect(
      recorder.ofKind("llm.chunk").reduce((total, chunk) => total + chunk.data.length, 0),
    ).toBe(100);
  });

  it("says the connection was refused, naming the URL, when nothing listens on the port", async () => {
    const closedUrl = await listen(() => {});
    const server = servers.pop();
    await new Promise<void>((resolve) => server?.close(() => resolve()));

    const recorder = createEventRecorder();
    const result = await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({ baseUrl: closedUrl }),
      onEvent: recorder.onEvent,
    });
    expect(result.status).toBe(0);
    expect(result.assembled.error?.code).toBe("model:request_failed");
    expect(result.assembled.error?.message).toContain(
      `Could not connect to ${closedUrl}/chat/completions: connection refused`,
    );
    expect(recorder.events.map((event) => event.kind)).toEqual(["llm.request", "llm.response"]);
  });

  it("streams through a real HTTP connection and keeps every byte", async () => {
    const text = sse(
      contentChunk("Hello"),
      contentChunk(", wörld 🌦"),
      contentChunk("!", "stop"),
      "[DONE]",
    );
    const bytes = encoder.encode(text.replaceAll("\n", "\r\n"));
    const serverUrl = await listen((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      let offset = 0;
      const timer = setInterval(() => {
        response.write(bytes.subarray(offset, offset + 13));
        offset += 13;
        if (offset >= bytes.length) {
          clearInterval(timer);
          response.end();
        }
      }, 1);
    });
    const recorder = createEventRecorder();
    const result = await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({ baseUrl: serverUrl }),
      onEvent: recorder.onEvent,
    });
    expect(result.assembled.error).toBeUndefined();
    expect(result.assembled.content).toBe("Hello, wörld 🌦!");
    const received = Buffer.concat(
      recorder.ofKind("llm.chunk").map((chunk) => Buffer.from(chunk.data.base64, "base64")),
    );
    expect(received.equals(Buffer.from(bytes))).toBe(true);
  });

  it("skips a data line that is not JSON, says where it was, and keeps going", async () => {
    const { result, recorder } = await run([
      sse(contentChunk("one ")),
      "data: {not json\n\n",
      sse(contentChunk("two", "stop"), "[DONE]"),
    ]);
    expect(result.assembled.content).toBe("one two");
    const bad = recorder.ofKind("llm.sse").find((event) => event.data.data === "{not json");
    expect(bad).toBeDefined();
    const errors = recorder.ofKind("error");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.data.message).toContain(`line 3, llm.sse #${bad?.seq}`);
    expect(errors[0]?.data.message).toMatch(/is not JSON .*it was skipped: \{not json$/);
    expect(result.assembled.error?.message).toBe(errors[0]?.data.message);
    expect(recorder.ofKind("llm.response")[0]?.data.assembled.error?.message).toBe(
      errors[0]?.data.message,
    );
  });

  it("skips a chunk of the wrong shape and says which field was wrong", async () => {
    const { result } = await run([
      sse('{"choices":[{"delta":{"content":42}}]}', contentChunk("fine", "stop"), "[DONE]"),
    ]);
    expect(result.assembled.content).toBe("fine");
    expect(result.assembled.error?.message).toMatch(
      /not a chat\.completion\.chunk \(choices\.0\.delta\.content: /,
    );
  });

  it("reports an error chunk sent mid-stream (OpenRouter) and keeps what came before", async () => {
    const errorChunk = JSON.stringify({
      id: "gen-1",
      object: "chat.completion.chunk",
      error: { code: 502, message: "Upstream error from OpenAI: connection reset" },
      choices: [{ index: 0, delta: { content: "" }, finish_reason: "error" }],
    });
    const { result, recorder } = await run([sse(contentChunk("Partial answer")), sse(errorChunk)]);
    expect(result.assembled.content).toBe("Partial answer");
    expect(result.assembled.finishReason).toBe("error");
    expect(result.assembled.error?.code).toBe("model:stream_failed");
    expect(result.assembled.error?.message).toMatch(
      /^The provider reported an error in the stream \(line 3, llm\.sse #\d+\): Upstream error from OpenAI: connection reset \(502\)$/,
    );
    expect(recorder.ofKind("error")).toHaveLength(1);
  });

  it("counts further problems in the error message and logs each one", async () => {
    const { result, recorder } = await run([
      sse("oops", "again", contentChunk("x", "stop"), "[DONE]"),
    ]);
    expect(recorder.ofKind("error")).toHaveLength(2);
    expect(result.assembled.error?.message).toMatch(
      /\(and 1 more problems; see the error events\)$/,
    );
  });

  it("reports a stream that ends without [DONE] or a finish reason as possibly cut off", async () => {
    const { result } = await run([sse(contentChunk("Half an ans"))]);
    expect(result.assembled.content).toBe("Half an ans");
    expect(result.assembled.error?.message).toMatch(
      /ended after \d+ bytes without "data: \[DONE\]" or a finish reason; the answer may be cut off\.$/,
    );
  });

  it("accepts a stream that has a finish reason but no [DONE]", async () => {
    const { result } = await run([sse(contentChunk("Whole.", "stop"))]);
    expect(result.assembled).toMatchObject({ content: "Whole.", finishReason: "stop" });
    expect(result.assembled.error).toBeUndefined();
  });

  it("uses a final event that has no blank line after it", async () => {
    const { result, recorder } = await run([
      sse(contentChunk("a")),
      `data: ${contentChunk("b", "stop")}`,
    ]);
    expect(result.assembled.content).toBe("ab");
    expect(result.assembled.error).toBeUndefined();
    expect(recorder.ofKind("llm.sse").at(-1)?.data.lines).toEqual([
      `data: ${contentChunk("b", "stop")}`,
    ]);
  });

  it("says the stream ended in the middle of an event when it did", async () => {
    const { result } = await run([
      sse(contentChunk("a")),
      'data: {"choices":[{"delta":{"content":"b"',
    ]);
    expect(result.assembled.content).toBe("a");
    expect(result.assembled.error?.message).toMatch(/in the middle of an event/);
  });

  it("names the content-type when a body that is not SSE ends without [DONE]", async () => {
    const { result } = await run(["<html>hello</html>"], {
      init: { headers: { "content-type": "text/html; charset=utf-8" } },
    });
    expect(result.assembled.error?.message).toContain(
      'The content-type was "text/html; charset=utf-8", not text/event-stream.',
    );
  });

  it("keeps what arrived when the body errors mid-stream", async () => {
    const first = sse(contentChunk("Before "), contentChunk("the break"));
    const { result, recorder } = await run([first, 'data: {"cho'], {
      ending: { kind: "error", error: new Error("socket hang up") },
    });
    expect(result.assembled.content).toBe("Before the break");
    expect(result.assembled.error).toEqual({
      code: "model:stream_failed",
      message: `The response from ${url} broke off after ${encoder.encode(first).length + 11} bytes: socket hang up.`,
    });
    expect(recorder.ofKind("llm.chunk")).toHaveLength(2);
    expect(recorder.ofKind("llm.sse").at(-1)?.data.lines).toEqual(['data: {"cho']);
    expect(recorder.events.at(-1)?.kind).toBe("llm.response");
  });

  it("stops reading at the host's request, aborts the request and keeps the bytes read", async () => {
    const pieces = [
      sse(contentChunk("<thinking>Plan.</thinking>\n<call_tool><tool_name>get_fore")),
      sse(contentChunk("cast</tool_name></call_tool>"), contentChunk(" trailing")),
      sse(contentChunk("never read")),
      sse(contentChunk("", "stop"), "[DONE]"),
    ];
    let seen = "";
    const { result, recorder, state, requests } = await run(pieces, {
      onPart: (part) => {
        if (part.type !== "text") return "continue";
        seen += part.text;
        return seen.includes("</call_tool>") ? "stop" : "continue";
      },
    });
    expect(result.assembled.content).toBe(
      "<thinking>Plan.</thinking>\n<call_tool><tool_name>get_forecast</tool_name></call_tool>",
    );
    expect(result.assembled.finishReason).toBe(FINISH_STOPPED_BY_HOST);
    expect(result.assembled.error).toBeUndefined();
    expect(state.piecesServed).toBe(2);
    expect(state.cancelled).toBe(true);
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(recorder.ofKind("llm.chunk")).toHaveLength(2);
    expect(recorder.ofKind("llm.sse").map((event) => event.data.data)).toHaveLength(3);
    expect(result.stoppedByHost).toBe(true);
    expect(recorder.ofKind("llm.response")[0]?.data.assembled).toMatchObject({
      finishReason: FINISH_STOPPED_BY_HOST,
      content: result.assembled.content,
    });
  });

  it("stops with a clear error when the response is larger than the limit", async () => {
    const text = sse(...Array.from({ length: 200 }, () => contentChunk("0123456789")), "[DONE]");
    const { result, recorder, state } = await run(splitEvery(encoder.encode(text), 256), {
      maxResponseBytes: 1000,
    });
    expect(result.assembled.error).toEqual({
      code: "model:stream_failed",
      message: `The response from ${url} is larger than 1000 bytes; Loupe stopped reading there. Lower max_tokens or raise the response limit.`,
    });
    expect(
      recorder.ofKind("llm.chunk").reduce((total, chunk) => total + chunk.data.length, 0),
    ).toBe(1000);
    expect(state.cancelled).toBe(true);
    expect(result.assembled.content.length).toBeGreaterThan(0);
  });

  it("stops with an error on a single SSE line over the 8 MiB line limit", async () => {
    const hugeLine = encoder.encode(`data: "${"x".repeat(8 * 1024 * 1024)}"\n\n`);
    const { result, recorder } = await run(splitEvery(hugeLine, 1024 * 1024));
    expect(result.assembled.error?.message).toMatch(
      /^Line 1 of the event stream is longer than 8388608 characters/,
    );
    expect(recorder.ofKind("llm.sse")).toHaveLength(0);
  });

  it("reports a stalled stream after the idle timeout", async () => {
    const { result, state } = await run([sse(contentChunk("Waiting"))], {
      ending: { kind: "hang" },
      idleTimeoutMs: 20,
    });
    expect(result.assembled.content).toBe("Waiting");
    expect(result.assembled.error?.message).toMatch(
      /stalled: no data for 20 ms after \d+ bytes\.$/,
    );
    expect(state.cancelled).toBe(true);
  });

  it("reports a server that never answers after the idle timeout", async () => {
    const recorder = createEventRecorder();
    const result = await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({ fetch: () => new Promise<Response>(() => {}) }),
      onEvent: recorder.onEvent,
      idleTimeoutMs: 20,
    });
    expect(result.assembled.error?.message).toBe(
      `No response from ${url} within 20 ms; the server may be overloaded or the URL may point at the wrong service.`,
    );
  });

  it("ends as cancelled when the caller's signal aborts mid-stream", async () => {
    const controller = new AbortController();
    const { result, state } = await run([sse(contentChunk("So far"))], {
      ending: { kind: "hang" },
      signal: controller.signal,
      onPart: () => {
        queueMicrotask(() => controller.abort());
        return "continue";
      },
    });
    expect(result.assembled.content).toBe("So far");
    expect(result.assembled.finishReason).toBe(FINISH_CANCELLED);
    expect(result.assembled.error?.message).toMatch(/was cancelled after \d+ bytes/);
    expect(state.cancelled).toBe(true);
  });

  it("does not send anything when the caller's signal is already aborted", async () => {
    const recorder = createEventRecorder();
    const fake = fakeFetch(() => sseResponse([]).response);
    const result = await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({ fetch: fake.fetch }),
      signal: AbortSignal.abort(),
      onEvent: recorder.onEvent,
    });
    expect(fake.requests).toHaveLength(0);
    expect(result.assembled.finishReason).toBe(FINISH_CANCELLED);
    expect(result.assembled.error?.message).toContain("was cancelled after 0 bytes");
    expect(recorder.events.map((event) => event.kind)).toEqual(["llm.request", "llm.response"]);
  });

  it("reads a non-streaming JSON completion and records it as one frame with deltas", async () => {
    const completion = {
      id: "chatcmpl-1",
      object: "chat.completion",
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: "It will rain.",
            reasoning_content: "Check the forecast.",
            tool_calls: [
              {
                id: "call_1",
                type: "function",
                function: { name: "get_forecast", arguments: '{"city":"NYC"}' },
              },
            ],
          },
          finish_reason: "tool_calls",
        },
      ],
      usage: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
    };
    const recorder = createEventRecorder();
    const text = JSON.stringify(completion);
    const { stream } = fakeBody(splitEvery(encoder.encode(text), 50));
    const seen: string[] = [];
    const result = await streamModel({
      turn: 4,
      request: helloRequest,
      target: modelTarget({
        fetch: fakeFetch(
          () => new Response(stream, { headers: { "content-type": "application/json" } }),
        ).fetch,
      }),
      onEvent: recorder.onEvent,
      onPart: (part) => {
        if (part.type === "text") seen.push(part.text);
        return undefined;
      },
    });
    expect(result).toEqual({
      status: 200,
      stoppedByHost: false,
      assembled: {
        content: "It will rain.",
        reasoning: "Check the forecast.",
        toolCalls: [{ id: "call_1", name: "get_forecast", arguments: '{"city":"NYC"}' }],
        finishReason: "tool_calls",
        usage: {
          input: 12,
          output: 8,
          total: 20,
          raw: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
        },
      },
    });
    expect(seen).toEqual(["It will rain."]);
    const chunks = recorder.ofKind("llm.chunk");
    expect(chunks.length).toBeGreaterThan(1);
    const frames = recorder.ofKind("llm.sse");
    expect(frames).toHaveLength(1);
    expect(frames[0]?.data).toMatchObject({
      type: "event",
      data: text,
      chunkSeqs: chunks.map((chunk) => chunk.seq),
    });
    expect(
      recorder
        .ofKind("llm.delta")
        .map((delta) => [delta.data.channel, delta.data.text, delta.data.sseSeq]),
    ).toEqual([
      ["reasoning", "Check the forecast.", frames[0]?.seq],
      ["content", "It will rain.", frames[0]?.seq],
      ["tool_call", '{"city":"NYC"}', frames[0]?.seq],
    ]);
    expect(recorder.ofKind("llm.response")[0]?.data.assembled.content).toBe("It will rain.");
  });

  it("reports an error object sent as a 200 JSON body", async () => {
    const { stream } = fakeBody([encoder.encode('{"error":{"message":"model not loaded"}}')]);
    const result = await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({
        fetch: fakeFetch(
          () => new Response(stream, { headers: { "content-type": "application/json" } }),
        ).fetch,
      }),
      onEvent: createEventRecorder().onEvent,
    });
    expect(result.status).toBe(200);
    expect(result.assembled.error).toEqual({
      code: "model:request_failed",
      message: `${url} answered with an error: model not loaded`,
    });
  });

  it("says where a JSON body that is not a chat.completion went wrong", async () => {
    const { result } = await run(['{"choices":"none"}'], {
      init: { headers: { "content-type": "application/json" } },
    });
    expect(result.assembled.error).toEqual({
      code: "model:stream_failed",
      message: `The JSON response is not a chat.completion (choices: Invalid input: expected array, received string). (response from ${url})`,
    });
  });

  it("lets a throwing onEvent reject, because that is a bug in the caller", async () => {
    await expect(
      streamModel({
        turn: 1,
        request: helloRequest,
        target: modelTarget({
          fetch: fakeFetch(() => sseResponse([encoder.encode(sse("[DONE]"))]).response).fetch,
        }),
        onEvent: () => {
          throw new Error("store is closed");
        },
      }),
    ).rejects.toThrow("store is closed");
  });
});
