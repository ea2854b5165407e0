import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET as getCaptureRoute } from "@/app/api/captures/[id]/route";
import type { CaptureView } from "@/lib/api/captures";
import { CAPTURED_TOOLS_SERVER, dialectFor, hostActionOf } from "@/lib/dialects";
import type { ParsedAction } from "@/lib/events/types";
import { getEventStore } from "@/lib/store";
import { anthropicRecordingBytes } from "@/test/support/anthropic-fixture-expectations";
import { apiRequest, call } from "@/test/support/api-client";
import { forecastRequest } from "@/test/support/host-actions";
import { openAiShapedFixtures } from "@/test/support/openai-fixture-expectations";
import { responsesRecordingBytes } from "@/test/support/openai-responses-fixture-expectations";
import { proxiedUpstreams } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { startReplayingUpstream } from "@/test/support/replaying-upstream";
import { frameAsSse, splitRandomly } from "@/test/support/stream-fixtures";

/**
 * The actions of a proxied capture: its answer's native tool calls always, as calls of the
 * functions its request offered, and the text's actions only in the dialect its request's system
 * prompt asks for, settled when the request was read and stored in `session.created`.
 */

const upstreams = proxiedUpstreams("loupe-proxy-actions-", { ACTIONS: startReplayingUpstream });

const encoder = new TextEncoder();
const PROXY = "http://127.0.0.1:3000/api/proxy/actions";

/** The Cline CLI's first request (test/fixtures/agent-requests): 25 native tools, no XML prompt. */
const clineRequest = (
  JSON.parse(
    readFileSync("test/fixtures/agent-requests/cline-3.0.65.chat-completions.request.json", "utf8"),
  ) as { body: Record<string, unknown> }
).body;

/** The system prompt of a host that asks for XML actions in the text (Loupe's own). */
const xmlPrompt = dialectFor("xml").renderSystemPrompt([]);

/** An XML answer asking to finish, as a model writes it in that dialect. */
const xmlFinish = dialectFor("xml").write({ kind: "finish", result: "Said hi." }).content;

/** A Chat Completions stream whose deltas carry `content`, then `toolCalls`. */
function chatStream(
  content: string,
  toolCalls: Array<{ id: string; name: string; arguments: string }> = [],
) {
  const chunk = (delta: unknown, finish: string | null = null) =>
    JSON.stringify({
      id: "c",
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  const payloads = [
    ...(content === "" ? [] : [chunk({ role: "assistant", content })]),
    ...toolCalls.map((call, index) =>
      chunk({
        tool_calls: [
          {
            index,
            id: call.id,
            type: "function",
            function: { name: call.name, arguments: call.arguments },
          },
        ],
      }),
    ),
    chunk({}, toolCalls.length > 0 ? "tool_calls" : "stop"),
    "[DONE]",
  ];
  return frameAsSse(payloads);
}

/** Proxies `body` to `path` with `answer` replayed in random writes; the capture as the API shows it. */
async function proxied(
  path: string,
  body: unknown,
  answer: Uint8Array | string,
): Promise<CaptureView> {
  const bytes = typeof answer === "string" ? encoder.encode(answer) : answer;
  upstreams.ACTIONS.queue(splitRandomly(bytes, 5, 97));
  const response = await proxyFetch(`${PROXY}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-client-0001" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const id = captureIdOf(response);
  await captureExchange(id);
  const read = await call<{ id: string }, CaptureView>(
    getCaptureRoute,
    apiRequest(`/api/captures/${id}?events=none`),
    { id },
  );
  expect(read.status).toBe(200);
  return read.body;
}

function hostActions(capture: { actions: ParsedAction[] }) {
  return capture.actions.map((action) => {
    const { source: _source, ...host } = hostActionOf({ dialect: "native", action });
    return host;
  });
}

function createdOf(id: string) {
  const created = getEventStore()
    .events(id)
    .find((event) => event.kind === "session.created");
  if (created?.kind !== "session.created") throw new Error(`capture ${id} has no session.created`);
  return created.data;
}

describe("a proxied capture's actions", () => {
  it("reads the Cline CLI's native call of one of its 25 tools, and settles that with the capture", async () => {
    const capture = await proxied(
      "/v1/chat/completions",
      clineRequest,
      chatStream("Reading the file.", [
        { id: "call_1", name: "read_files", arguments: '{"paths":["README.md"]}' },
      ]),
    );
    expect(hostActions(capture)).toEqual([
      {
        kind: "mcp-tool",
        server: CAPTURED_TOOLS_SERVER,
        tool: "read_files",
        arguments: { paths: ["README.md"] },
      },
    ]);
    expect(capture.actions[0]).toMatchObject({ valid: true, toolCall: { id: "call_1" } });
    const created = createdOf(capture.id);
    expect(created.dialect).toBe("native");
    expect(created.requestTools).toHaveLength(25);
  });

  it("reads a recorded Chat Completions tool call as a call of the function the request offered", async () => {
    const recording = openAiShapedFixtures().find(
      (fixture) => fixture.file === "openai-compatible/xai-tool-call.chunks.txt",
    );
    if (!recording) throw new Error("the xAI recording is missing");
    const capture = await proxied(
      "/v1/chat/completions",
      {
        model: "grok-3-mini",
        stream: true,
        messages: [{ role: "user", content: "Weather in San Francisco?" }],
        tools: [
          { type: "function", function: { name: "weather", parameters: { type: "object" } } },
        ],
      },
      recording.sseText,
    );
    expect(hostActions(capture)).toEqual([
      {
        kind: "mcp-tool",
        server: CAPTURED_TOOLS_SERVER,
        tool: "weather",
        arguments: { location: "San Francisco" },
      },
    ]);
  });

  it("marks a call of a function the request did not offer invalid, and still shows it", async () => {
    const capture = await proxied(
      "/v1/chat/completions",
      clineRequest,
      chatStream("", [{ id: "call_2", name: "no_such_tool", arguments: "{}" }]),
    );
    expect(capture.actions).toHaveLength(1);
    expect(capture.actions[0]).toMatchObject({
      valid: false,
      toolCall: { name: "no_such_tool" },
      errors: [expect.stringContaining("not one of the functions offered")],
    });
  });

  it("reads an Anthropic tool_use block as an action", async () => {
    const capture = await proxied(
      "/v1/messages",
      {
        model: "claude-sonnet-4-5",
        max_tokens: 1024,
        stream: true,
        system: "You are a helpful assistant.",
        messages: [{ role: "user", content: "Weather in Paris?" }],
        tools: [{ name: "get_weather", input_schema: { type: "object" } }],
      },
      anthropicRecordingBytes("anthropic/tool_use_response.txt"),
    );
    expect(hostActions(capture)).toEqual([
      {
        kind: "mcp-tool",
        server: CAPTURED_TOOLS_SERVER,
        tool: "get_weather",
        arguments: { location: "Paris" },
      },
    ]);
  });

  it("reads a Responses API function call as an action", async () => {
    const capture = await proxied(
      "/v1/responses",
      {
        model: "gpt-5",
        stream: true,
        input: [{ role: "user", content: "Weather in San Francisco?" }],
        tools: [{ type: "function", name: "get_weather", parameters: { type: "object" } }],
      },
      responsesRecordingBytes("openai-responses/openai-client-tool-search.2.chunks.txt"),
    );
    expect(hostActions(capture)).toEqual([
      {
        kind: "mcp-tool",
        server: CAPTURED_TOOLS_SERVER,
        tool: "get_weather",
        arguments: { location: "San Francisco, CA", unit: "fahrenheit" },
      },
    ]);
  });

  it("reads XML actions in the text when the request's system prompt asks for them", async () => {
    const capture = await proxied(
      "/v1/chat/completions",
      {
        model: "m",
        stream: true,
        messages: [
          { role: "system", content: xmlPrompt },
          { role: "user", content: "say hi" },
        ],
      },
      chatStream(`Done.\n${xmlFinish}`),
    );
    expect(createdOf(capture.id).dialect).toBe("xml");
    expect(hostActions(capture)).toEqual([{ kind: "finish", result: "Said hi." }]);
    expect(capture.actions[0]?.span.end).toBeGreaterThan(0);
  });

  it.each(["react-text", "json"] as const)(
    "reads %s actions in the text when the request's system prompt asks for that format",
    async (dialect) => {
      const text = dialectFor(dialect).write(forecastRequest).content;
      const capture = await proxied(
        "/v1/chat/completions",
        {
          model: "m",
          stream: true,
          messages: [
            { role: "system", content: dialectFor(dialect).renderSystemPrompt([]) },
            { role: "user", content: "What's the weather in New York?" },
          ],
        },
        chatStream(text),
      );
      expect(createdOf(capture.id).dialect).toBe(dialect);
      const [action] = capture.actions;
      expect(action && hostActionOf({ dialect, action })).toMatchObject({
        kind: "mcp-tool",
        server: "weather",
        tool: "get_forecast",
        arguments: { latitude: 40.7128, longitude: -74.006 },
      });
      expect(action?.span).toEqual({
        start: text.indexOf(dialect === "json" ? "```" : "Action:"),
        end: text.length,
      });
    },
  );

  it("reads no text actions when the request's system prompt asks for none", async () => {
    const capture = await proxied(
      "/v1/chat/completions",
      {
        model: "m",
        stream: true,
        messages: [
          { role: "system", content: "You are a friendly assistant." },
          { role: "user", content: "Show me an XML action." },
        ],
      },
      chatStream(`Here is one:\n${xmlFinish}`),
    );
    expect(capture.assembled.content).toContain(xmlFinish);
    expect(capture.actions).toEqual([]);
  });

  it("reads a capture stored before the reading was settled by its dialect alone, as before", async () => {
    const store = getEventStore();
    const id = "capture-stored-before-the-reading";
    const task = "POST /v1/chat/completions via local";
    store.createSession({ id, task, model: "m", kind: "capture" });
    store.appendMany(id, [
      { kind: "session.created", data: { task, model: "m", dialect: "xml", systemPrompt: "" } },
      { kind: "turn.start", data: { turn: 1 } },
      {
        kind: "llm.response",
        data: {
          turn: 1,
          status: 200,
          headers: {},
          timings: { endMs: 1 },
          assembled: {
            content: xmlFinish,
            reasoning: "",
            toolCalls: [{ id: "call_3", name: "read_files", arguments: "{}" }],
          },
        },
      },
    ]);
    const read = await call<{ id: string }, CaptureView>(
      getCaptureRoute,
      apiRequest(`/api/captures/${id}?events=none`),
      { id },
    );
    expect(hostActions(read.body)).toEqual([{ kind: "finish", result: "Said hi." }]);
  });
});
