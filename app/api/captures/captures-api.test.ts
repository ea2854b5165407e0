import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCaptureRoute } from "@/app/api/captures/[id]/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import { GET as getSessionRoute } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { GET as listSessions, POST as postSession } from "@/app/api/sessions/route";
import type { CaptureView } from "@/lib/api/captures";
import { MAX_CAPTURE_RAW_BYTES } from "@/lib/captures/capture-format";
import { hostActionOf } from "@/lib/dialects";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { answerFor, nativeForecastName } from "@/test/support/host-actions";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";

let leaveDataDirectory = () => {};
beforeAll(() => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-captures-");
});
afterAll(() => leaveDataDirectory());

type CaptureBody = CaptureView & ApiBody;

function importRaw(body: unknown, token?: string | null) {
  return call<Record<string, never>, ApiBody & { id: string }>(
    postImport as never,
    apiRequest("/api/captures/import", {
      method: "POST",
      body,
      ...(token === undefined ? {} : { token }),
    }),
    {},
  );
}

function getCapture(id: string) {
  return call<{ id: string }, CaptureBody>(getCaptureRoute, apiRequest(`/api/captures/${id}`), {
    id,
  });
}

async function importAndRead(body: Record<string, unknown>): Promise<CaptureBody> {
  const imported = await importRaw(body);
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  expect(imported.body.id).toMatch(/^capture-[0-9a-f-]{36}$/);
  const read = await getCapture(imported.body.id);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body;
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return JSON.stringify({
    id: "gen-1",
    provider: "DeepInfra",
    model: "deepseek/deepseek-chat",
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
}

const forecastText = answerFor("xml", {
  kind: "mcp-tool",
  server: "weather",
  tool: "get_forecast",
  arguments: { latitude: 40.7, longitude: -74 },
}).content;
const weatherAnswer = [
  "<thinking>I need the forecast.</thinking>\n",
  forecastText.slice(0, 60),
  forecastText.slice(60),
];

describe("POST /api/captures/import and GET /api/captures/:id", () => {
  it("replays a pasted SSE body into the events of a live turn, with the XML action", async () => {
    const raw = [
      ": OPENROUTER PROCESSING",
      "",
      ...weatherAnswer.flatMap((text) => [`data: ${chunk({ content: text })}`, ""]),
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 50, completion_tokens: 40 } })}`,
      "",
      "data: [DONE]",
      "",
    ].join("\r\n");
    const request = { model: "deepseek/deepseek-chat", stream: true, messages: [] };
    const capture = await importAndRead({ format: "openai", raw, request });

    expect(capture.request).toEqual(request);
    expect(capture.assembled).toMatchObject({
      content: weatherAnswer.join(""),
      reasoning: "",
      toolCalls: [],
      finishReason: "stop",
      usage: { input: 50, output: 40 },
    });
    expect(capture.assembled.error).toBeUndefined();
    expect(capture.actions.map((action) => hostActionOf({ dialect: "xml", action }))).toMatchObject(
      [{ kind: "mcp-tool", server: "weather", tool: "get_forecast" }],
    );
    const kinds = capture.events.map((event) => event.kind);
    expect(kinds.slice(0, 4)).toEqual([
      "session.created",
      "turn.start",
      "llm.request",
      "llm.chunk",
    ]);
    expect(kinds.slice(-3)).toEqual(["llm.response", "action", "turn.end"]);
    expect(capture.events.map((event) => event.seq)).toEqual(
      kinds.map((_kind, index) => index + 1),
    );
    const frames = capture.events.flatMap((event) =>
      event.kind === "llm.sse" ? [event.data] : [],
    );
    expect(frames[0]).toMatchObject({ type: "comment", comment: "OPENROUTER PROCESSING" });
    expect(frames.filter((frame) => frame.type === "event")).toHaveLength(5);
    const chunks = capture.events.flatMap((event) =>
      event.kind === "llm.chunk" ? [event.data] : [],
    );
    expect(Buffer.from(chunks.map((data) => data.base64).join(""), "base64").toString()).toBe(raw);
    expect(capture.events.at(-1)?.data).toEqual({ turn: 1, status: "awaiting-decision" });
  });

  it("reads the seeds' lm.log dump: data: lines only, the keep-alive wrapped in data:", async () => {
    const raw = [
      "data: : OPENROUTER PROCESSING",
      ...["纽约", "明天的", "温度", "是", "24摄氏度"].map(
        (text) => `data: ${chunk({ content: text })}`,
      ),
      `data: ${chunk({}, "stop")}`,
      "data: [DONE]",
    ].join("\n");
    const capture = await importAndRead({ format: "openai", raw });
    expect(capture.request).toBeNull();
    expect(capture.assembled.content).toBe("纽约明天的温度是24摄氏度");
    expect(capture.assembled.error).toBeUndefined();
    expect(capture.actions).toEqual([]);
    const comments = capture.events.filter(
      (event) => event.kind === "llm.sse" && event.data.type === "comment",
    );
    expect(comments).toHaveLength(1);
  });

  it("reads every reasoning field into the reasoning", async () => {
    const raw = [
      chunk({ reasoning_content: "DeepSeek. " }),
      chunk({
        reasoning: "OpenRouter. ",
        reasoning_details: [{ type: "reasoning.text", text: "OpenRouter. " }],
      }),
      chunk({
        reasoning_details: [
          { type: "reasoning.summary", summary: "Summary." },
          { type: "reasoning.encrypted", data: "enc" },
        ],
      }),
      chunk({ content: "Answer." }, "stop"),
      "[DONE]",
    ]
      .map((payload) => `data: ${payload}\n\n`)
      .join("");
    const capture = await importAndRead({ format: "openai", raw });
    expect(capture.assembled).toMatchObject({
      content: "Answer.",
      reasoning: "DeepSeek. OpenRouter. Summary.",
      encryptedReasoning: ["enc"],
    });
  });

  it("records OpenRouter's mid-stream error chunk: the message located, the text kept", async () => {
    const errorChunk = JSON.stringify({
      id: "gen-1",
      object: "chat.completion.chunk",
      error: { code: 502, message: "Upstream error from Chutes: overloaded" },
      choices: [{ index: 0, delta: { content: "" }, finish_reason: "error" }],
    });
    const raw = `data: ${chunk({ content: "Partial" })}\n\ndata: ${errorChunk}\n\ndata: [DONE]\n\n`;
    const capture = await importAndRead({ format: "openai", raw });
    expect(capture.assembled.content).toBe("Partial");
    expect(capture.assembled.finishReason).toBe("error");
    expect(capture.assembled.error?.message).toMatch(
      /^The provider reported an error in the stream \(line 3, llm\.sse #\d+\): Upstream error from Chutes: overloaded \(502\)$/,
    );
    expect(capture.events.at(-1)?.data).toEqual({ turn: 1, status: "error" });
  });

  it("keeps an unclosed stream and says where it stopped", async () => {
    const raw = `data: ${chunk({ content: "Half an ans" })}\n\ndata: {"choices":[{"delta":{"content":"w`;
    const capture = await importAndRead({ format: "openai", raw });
    expect(capture.assembled.content).toBe("Half an ans");
    expect(capture.assembled.error?.message).toBe(
      `The stream from the imported capture ended after ${Buffer.byteLength(raw)} bytes without "data: [DONE]" or a finish reason, in the middle of an event; the answer may be cut off.`,
    );
    const unclosed = await importAndRead({
      format: "openai",
      raw: `data: ${chunk({ content: "Half" })}\n\n`,
    });
    expect(unclosed.assembled.error?.message).toBe(
      `The stream from the imported capture ended after ${`data: ${chunk({ content: "Half" })}\n\n`.length} bytes without "data: [DONE]" or a finish reason; the answer may be cut off.`,
    );
  });

  it("reads native tool calls as actions with the native dialect", async () => {
    const call = (args: string, extra: Record<string, unknown> = {}) =>
      chunk({
        tool_calls: [
          {
            index: 0,
            ...extra,
            function: { ...(extra.id ? { name: nativeForecastName } : {}), arguments: args },
          },
        ],
      });
    const raw = [
      call('{"latitude":', { id: "call_1", type: "function" }),
      call(' 40.7, "longitude": -74}'),
      chunk({}, "tool_calls"),
      "[DONE]",
    ]
      .map((payload) => `data: ${payload}\n\n`)
      .join("");
    const capture = await importAndRead({ format: "openai", raw, dialect: "native" });
    expect(capture.assembled.toolCalls).toEqual([
      {
        id: "call_1",
        name: nativeForecastName,
        arguments: '{"latitude": 40.7, "longitude": -74}',
      },
    ]);
    expect(capture.actions).toHaveLength(1);
    expect(capture.actions[0]).toMatchObject({ toolCall: { index: 0, id: "call_1" }, valid: true });
    const [action] = capture.actions;
    expect(action && hostActionOf({ dialect: "native", action })).toMatchObject({
      kind: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
    });
  });

  it("imports an Anthropic stream and a whole Anthropic message", async () => {
    const events = [
      { type: "message_start", message: { usage: { input_tokens: 5, output_tokens: 1 } } },
      { type: "content_block_start", index: 0, content_block: { type: "thinking", thinking: "" } },
      {
        type: "content_block_delta",
        index: 0,
        delta: { type: "thinking_delta", thinking: "Hmm." },
      },
      { type: "content_block_start", index: 1, content_block: { type: "text", text: "" } },
      { type: "content_block_delta", index: 1, delta: { type: "text_delta", text: "Hi." } },
      { type: "message_delta", delta: { stop_reason: "end_turn" }, usage: { output_tokens: 4 } },
      { type: "message_stop" },
    ];
    const raw = events
      .map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
      .join("");
    const streamed = await importAndRead({ format: "anthropic", raw });
    expect(streamed.assembled).toMatchObject({
      content: "Hi.",
      reasoning: "Hmm.",
      finishReason: "end_turn",
    });

    const whole = await importAndRead({
      format: "anthropic",
      raw: JSON.stringify(
        { type: "message", content: [{ type: "text", text: "Whole." }], stop_reason: "end_turn" },
        null,
        2,
      ),
    });
    expect(whole.assembled).toMatchObject({ content: "Whole.", finishReason: "end_turn" });
    expect(whole.events.filter((event) => event.kind === "llm.delta")).toHaveLength(1);
  });

  it("imports an Ollama NDJSON stream", async () => {
    const line = (message: Record<string, unknown>, done = false) =>
      JSON.stringify({
        model: "qwen3",
        created_at: "2025-05-27T22:54:57Z",
        message: { role: "assistant", content: "", ...message },
        done,
      });
    const raw = [
      line({ thinking: "Think." }),
      line({ content: "Hello" }),
      JSON.stringify({
        model: "qwen3",
        message: { role: "assistant", content: "" },
        done: true,
        done_reason: "stop",
        prompt_eval_count: 7,
        eval_count: 3,
      }),
      "",
    ].join("\n");
    const capture = await importAndRead({ format: "ollama", raw });
    expect(capture.assembled).toMatchObject({
      content: "Hello",
      reasoning: "Think.",
      finishReason: "stop",
    });
    expect(capture.assembled.error).toBeUndefined();
  });

  it("keeps captures out of the session list", async () => {
    const created = await call(
      postSession,
      apiRequest("/api/sessions", {
        method: "POST",
        body: { model: "demo", task: "a real session" },
      }),
      {},
    );
    expect(created.status).toBe(201);
    const imported = await importRaw({
      format: "openai",
      raw: `data: ${chunk({ content: "x" }, "stop")}\n\n`,
    });
    const listed = await call<Record<string, never>, ApiBody & { sessions: { id: string }[] }>(
      listSessions as never,
      apiRequest("/api/sessions"),
      {},
    );
    const ids = listed.body.sessions.map((session) => session.id);
    expect(ids).toContain(created.body.id);
    expect(ids).not.toContain(imported.body.id);
    const notCapture = await getCapture(created.body.id as string);
    expect(notCapture.status).toBe(404);
    expect(notCapture.body.error?.code).toBe("capture:not_found");

    const id = imported.body.id as string;
    const asSession = await call(getSessionRoute, apiRequest(`/api/sessions/${id}`), { id });
    expect([asSession.status, asSession.body.error?.code]).toEqual([404, "session:not_found"]);
    const stepped = await call(
      postStep,
      apiRequest(`/api/sessions/${id}/step`, { method: "POST", body: {} }),
      { id },
    );
    expect([stepped.status, stepped.body.error?.code]).toEqual([404, "session:not_found"]);
    expect((await getCapture(id)).status).toBe(200);
  });

  it("answers clear errors for bad input", async () => {
    const empty = await importRaw({ format: "openai", raw: " \n" });
    expect([empty.status, empty.body.error?.code]).toEqual([400, "request:invalid"]);
    expect(empty.body.error?.message).toMatch(/^raw is empty/);

    const notSse = await importRaw({ format: "openai", raw: "<html>502 Bad Gateway</html>" });
    expect(notSse.status).toBe(400);
    expect(notSse.body.error?.message).toMatch(
      /^raw is not an SSE stream: no line starts with "data:" \(line 1 reads "<html>502 Bad Gateway<\/html>"\)/,
    );

    const notAnAnswer = await importRaw({ format: "openai", raw: '{"hello": "world"}' });
    expect(notAnAnswer.status).toBe(400);
    expect(notAnAnswer.body.error?.message).toBe(
      "raw is one JSON object, but no answer in the openai format: it holds no text, tool call or finish reason.",
    );

    const badFormat = await importRaw({ format: "bedrock", raw: "data: {}" });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.error?.message).toMatch(/format: .*"openai"/);

    const missing = await importRaw({ format: "openai" });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toMatch(/raw: /);

    const unauthorized = await importRaw({ format: "openai", raw: "data: {}" }, null);
    expect(unauthorized.status).toBe(401);

    const unknown = await getCapture("capture-nope");
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, "capture:not_found"]);
  });

  it("refuses a raw stream over 20 MiB with 413", async () => {
    const oversized = await importRaw({
      format: "openai",
      raw: "x".repeat(MAX_CAPTURE_RAW_BYTES + 1),
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body.error).toEqual({
      code: "request:too_large",
      message: `raw is ${MAX_CAPTURE_RAW_BYTES + 1} bytes; an imported capture holds at most ${MAX_CAPTURE_RAW_BYTES} bytes (20 MiB). Import a shorter stream.`,
    });
  });
});
