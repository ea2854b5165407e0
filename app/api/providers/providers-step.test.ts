import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchProvider } from "@/app/api/providers/[id]/route";
import { POST as postProvider } from "@/app/api/providers/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import type { LoupeEvent } from "@/lib/events/types";
import { streamModel } from "@/lib/llm/stream-model";
import { resolveModel } from "@/lib/models/catalogue";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { createEventRecorder } from "@/test/support/fake-model-fetch";
import { answerFor } from "@/test/support/host-actions";
import {
  type LocalProviderReply,
  type LocalProviderServer,
  startLocalProviderServer,
} from "@/test/support/local-provider-server";
import { ndjsonBody, ollamaChatLines } from "@/test/support/ollama-stream";

/** Steps through providers added over the API, against a real local provider on each wire format. */

const completion = answerFor("xml", { kind: "finish", result: "Done." }).content;
let dataDirectory = "";
let server: LocalProviderServer;
let next: LocalProviderReply = "hang";

/** An OpenAI chat-completions SSE answer of one text. */
function openAiAnswer(text: string): LocalProviderReply {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({ object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  return {
    headers: { "content-type": "text/event-stream" },
    pieces: [chunk({ content: text }), chunk({}, "stop"), "data: [DONE]\n\n"],
  };
}

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-providers-step-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  server = await startLocalProviderServer(() => next);
});

afterAll(async () => {
  await server.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function createProvider(body: Record<string, unknown>): Promise<string> {
  const created = await call(
    postProvider,
    apiRequest("/api/providers", { method: "POST", body }),
    {},
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function createSession(model: string, params?: Record<string, unknown>): Promise<string> {
  const created = await call(
    postSession,
    apiRequest("/api/sessions", {
      method: "POST",
      body: { task: "Say done.", model, servers: [], ...(params ? { params } : {}) },
    }),
    {},
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function step(id: string, reply: LocalProviderReply) {
  next = reply;
  return call<{ id: string }, { status: string; error?: { code: string; message: string } }>(
    postStep,
    apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
    { id },
  );
}

async function lastLlmRequest(id: string) {
  const { body } = await call<{ id: string }, SessionView>(
    getSession,
    apiRequest(`/api/sessions/${id}`),
    { id },
  );
  const requests = body.events.filter(
    (event): event is LoupeEvent<"llm.request"> => event.kind === "llm.request",
  );
  const responses = body.events.filter(
    (event): event is LoupeEvent<"llm.response"> => event.kind === "llm.response",
  );
  return { request: requests.at(-1)?.data, response: responses.at(-1)?.data, events: body.events };
}

describe("a step through a provider added in the page", () => {
  let gateway = "";

  beforeAll(async () => {
    gateway = await createProvider({
      name: "gateway",
      baseUrl: `${server.origin}/v1`,
      apiKey: "sk-first-key-0123456789abcdef",
      models: ["local-model"],
      modelDefaults: {
        "local-model": {
          temperature: 0.4,
          maxTokens: 128,
          stop: ["</end>"],
          extraBody: { top_p: 0.9, seed: 7 },
        },
      },
    });
  });

  it("sends the model's defaults for the params the session leaves unset, and the stored key", async () => {
    const id = await createSession(`${gateway}:local-model`, { temperature: 1.1, seed: 1 });
    const answer = await step(id, openAiAnswer(completion));
    expect(answer.body.status).toBe("done");
    const sent = JSON.parse(server.requests.at(-1)?.body ?? "{}");
    expect(sent).toMatchObject({
      model: "local-model",
      temperature: 1.1,
      max_tokens: 128,
      stop: ["</end>"],
      top_p: 0.9,
      seed: 1,
    });
    expect(server.requests.at(-1)?.headers.authorization).toBe(
      "Bearer sk-first-key-0123456789abcdef",
    );
    const { request, events } = await lastLlmRequest(id);
    expect(request?.headers.authorization).not.toContain("sk-first-key");
    expect(JSON.stringify(events)).not.toContain("sk-first-key-0123456789abcdef");
  });

  it("uses a key changed in the page on the next step, without a restart", async () => {
    const id = await createSession(`${gateway}:local-model`);
    const patched = await call(
      patchProvider,
      apiRequest(`/api/providers/${gateway}`, {
        method: "PATCH",
        body: { apiKey: "sk-second-key-9876543210zyx" },
      }),
      { id: gateway },
    );
    expect(patched.status).toBe(200);
    await step(id, openAiAnswer(completion));
    expect(server.requests.at(-1)?.headers.authorization).toBe(
      "Bearer sk-second-key-9876543210zyx",
    );
  });

  it.each<[string, LocalProviderReply, RegExp]>([
    [
      "401",
      { status: 401, body: JSON.stringify({ error: { message: "Invalid API key." } }) },
      /^401 from http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: Invalid API key\. Check the API key\.$/,
    ],
    [
      "429 with retry-after",
      {
        status: 429,
        headers: { "retry-after": "30" },
        body: JSON.stringify({ error: { message: "Rate limit reached." } }),
      },
      /^429 from http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: Rate limit reached\. The provider is rate limiting; wait and try again\. The provider asks to retry after 30 seconds \(retry-after: 30\)\.$/,
    ],
    [
      "500",
      { status: 500, body: JSON.stringify({ error: { message: "The server had an error." } }) },
      /^500 from http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: The server had an error\.$/,
    ],
  ])(
    "fails the step on a %s with a clear message, and the session can step again",
    async (_name, reply, message) => {
      const id = await createSession(`${gateway}:local-model`);
      const failed = await step(id, reply);
      expect(failed.body.status).toBe("error");
      expect(failed.body.error?.code).toBe("model:request_failed");
      expect(failed.body.error?.message).toMatch(message);
      const { response } = await lastLlmRequest(id);
      if (typeof reply !== "string" && reply.headers?.["retry-after"]) {
        expect(response?.headers["retry-after"]).toBe("30");
      }
      const again = await step(id, openAiAnswer(completion));
      expect(again.body.status).toBe("done");
    },
  );

  it("says that the port is one fetch refuses when the provider listens on port 9", async () => {
    const blocked = await createProvider({
      name: "blocked port",
      baseUrl: "http://127.0.0.1:9/v1",
      models: ["local-model"],
    });
    const id = await createSession(`${blocked}:local-model`);
    const failed = await step(id, "hang");
    expect(failed.body.status).toBe("error");
    expect(failed.body.error).toEqual({
      code: "model:request_failed",
      message: `Could not connect to http://127.0.0.1:9/v1/chat/completions: port 9 is one that browsers and Node's fetch refuse to use (the Fetch standard's "bad ports", such as 9, 25 or 6000), so no request was sent; run the server on another port and change the base URL.`,
    });
  });

  it("says so when the provider never answers", async () => {
    next = "hang";
    const recorder = createEventRecorder();
    const target = resolveModel(`${gateway}:local-model`);
    const { assembled } = await streamModel({
      turn: 1,
      request: { model: target.model, messages: [{ role: "user", content: "hi" }] },
      target,
      onEvent: recorder.onEvent,
      idleTimeoutMs: 300,
    });
    expect(assembled.error).toEqual({
      code: "model:request_failed",
      message: `No response from ${server.origin}/v1/chat/completions within 300 ms; the server may be overloaded or the URL may point at the wrong service.`,
    });
  });
});

describe("a step through Ollama's own API", () => {
  it("streams /api/chat as NDJSON, with the model's defaults in options", async () => {
    const ollama = await createProvider({
      preset: "ollama",
      baseUrl: server.origin,
      models: ["qwen3:8b"],
      modelDefaults: {
        "qwen3:8b": { temperature: 0.6, maxTokens: 512, extraBody: { think: true } },
      },
    });
    const id = await createSession(`${ollama}:qwen3:8b`);
    const lines = ollamaChatLines({
      thinking: ["Easy."],
      content: [completion.slice(0, 20), completion.slice(20)],
    });
    const answer = await step(id, {
      headers: { "content-type": "application/x-ndjson" },
      pieces: [ndjsonBody(lines)],
    });
    expect(answer.body.status).toBe("done");
    expect(server.requests.at(-1)?.url).toBe("/api/chat");
    expect(JSON.parse(server.requests.at(-1)?.body ?? "{}")).toMatchObject({
      model: "qwen3:8b",
      stream: true,
      think: true,
      options: { temperature: 0.6, num_predict: 512 },
    });
    const { response } = await lastLlmRequest(id);
    expect(response?.assembled).toMatchObject({
      content: completion,
      reasoning: "Easy.",
      finishReason: "stop",
      usage: { input: 26, output: 282 },
    });
  });

  it("keeps the text of a stream cut before done and fails the step clearly", async () => {
    const ollama = await createProvider({
      name: "ollama-cut",
      preset: "ollama",
      baseUrl: server.origin,
      models: ["qwen3"],
    });
    const id = await createSession(`${ollama}:qwen3`);
    const lines = ollamaChatLines({ content: ["<thinking>Half"] }).slice(0, -1);
    const answer = await step(id, {
      headers: { "content-type": "application/x-ndjson" },
      body: ndjsonBody(lines),
    });
    expect(answer.body.status).toBe("error");
    expect(answer.body.error?.message).toMatch(
      /ended after \d+ bytes without "done": true or a finish reason; the answer may be cut off/,
    );
    const { response } = await lastLlmRequest(id);
    expect(response?.assembled.content).toBe("<thinking>Half");
  });
});

describe("a step through the Responses API and through Gemini", () => {
  it("streams /responses with the task as input and reads response.* events", async () => {
    const responses = await createProvider({
      name: "responses-gateway",
      kind: "openai-responses",
      baseUrl: `${server.origin}/v1`,
      models: ["gpt-5.4"],
    });
    const id = await createSession(`${responses}:gpt-5.4`);
    const event = (value: { type: string; [field: string]: unknown }) =>
      `event: ${value.type}\ndata: ${JSON.stringify(value)}\n\n`;
    const answer = await step(id, {
      headers: { "content-type": "text/event-stream" },
      pieces: [
        event({
          type: "response.output_text.delta",
          output_index: 0,
          content_index: 0,
          delta: completion.slice(0, 9),
        }),
        event({
          type: "response.output_text.delta",
          output_index: 0,
          content_index: 0,
          delta: completion.slice(9),
        }),
        event({
          type: "response.completed",
          response: { status: "completed", usage: { input_tokens: 30, output_tokens: 8 } },
        }),
      ],
    });
    expect(answer.body.status).toBe("done");
    expect(server.requests.at(-1)?.url).toBe("/v1/responses");
    const sent = JSON.parse(server.requests.at(-1)?.body ?? "{}");
    expect(sent).toMatchObject({ model: "gpt-5.4", stream: true });
    expect(typeof sent.instructions).toBe("string");
    expect(sent.input.at(-1)).toMatchObject({ role: "user" });
    const { response } = await lastLlmRequest(id);
    expect(response?.assembled).toMatchObject({
      content: completion,
      finishReason: "completed",
      usage: { input: 30, output: 8 },
    });
  });

  it("streams :streamGenerateContent?alt=sse with the system prompt as systemInstruction", async () => {
    const gemini = await createProvider({
      name: "gemini-gateway",
      kind: "gemini",
      baseUrl: `${server.origin}/v1beta`,
      apiKey: "AIza-step-key-0123456789",
      models: ["gemini-2.5-flash"],
    });
    const id = await createSession(`${gemini}:gemini-2.5-flash`);
    const chunk = (value: unknown) => `data: ${JSON.stringify(value)}\r\n\r\n`;
    const answer = await step(id, {
      headers: { "content-type": "text/event-stream" },
      pieces: [
        chunk({ candidates: [{ content: { role: "model", parts: [{ text: completion }] } }] }),
        chunk({
          candidates: [{ content: { role: "model", parts: [{ text: "" }] }, finishReason: "STOP" }],
          usageMetadata: { promptTokenCount: 30, candidatesTokenCount: 8 },
        }),
      ],
    });
    expect(answer.body.status).toBe("done");
    expect(server.requests.at(-1)?.url).toBe(
      "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse",
    );
    expect(server.requests.at(-1)?.headers["x-goog-api-key"]).toBe("AIza-step-key-0123456789");
    const sent = JSON.parse(server.requests.at(-1)?.body ?? "{}");
    expect(sent.systemInstruction.parts[0].text).toEqual(expect.any(String));
    expect(sent.contents.at(-1)).toMatchObject({ role: "user" });
    const { response } = await lastLlmRequest(id);
    expect(response?.assembled).toMatchObject({
      content: completion,
      finishReason: "STOP",
      usage: { input: 30, output: 8 },
    });
  });
});
