import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import type { EventKind, EventPayloads, LoupeEvent } from "@/lib/events/types";
import { SessionSpanBuilder, sessionFactsOf } from "@/lib/telemetry/session-spans";

/** A builder over an in-memory exporter, and a way to feed it events one by one. */
function builderWithSpans() {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const builder = new SessionSpanBuilder(
    provider.getTracer("test"),
    "session-1",
    sessionFactsOf(undefined),
    false,
  );
  let seq = 0;
  const add = <Kind extends EventKind>(kind: Kind, at: number, data: EventPayloads[Kind]) => {
    seq += 1;
    builder.add({ sessionId: "session-1", seq, at, kind, data } as LoupeEvent);
  };
  return { exporter, builder, add };
}

const toolAction: EventPayloads["action"] = {
  turn: 1,
  dialect: "native",
  action: {
    name: "get_forecast",
    params: {},
    span: { start: 0, end: 0 },
    toolCall: { index: 0, id: "call-7", name: "get_forecast" },
    valid: true,
    partial: false,
    errors: [],
  },
};

function startTurn(add: ReturnType<typeof builderWithSpans>["add"]) {
  add("turn.start", 1_000, { turn: 1 });
  add("llm.request", 1_001, {
    turn: 1,
    provider: "openai",
    url: "http://127.0.0.1/v1/chat/completions",
    method: "POST",
    headers: {},
    body: JSON.stringify({ model: "gpt-test", messages: [] }),
  });
  add("llm.response", 1_050, {
    turn: 1,
    status: 200,
    headers: {},
    timings: { endMs: 49, firstTokenMs: 10 },
    assembled: {
      content: "",
      reasoning: "",
      toolCalls: [],
      usage: { input: 12, output: 3, raw: {} },
      finishReason: "tool_calls",
    },
  });
  add("action", 1_051, toolAction);
  add("turn.end", 1_052, { turn: 1, status: "awaiting-decision" });
}

describe("SessionSpanBuilder", () => {
  it("records a mock as an event on the turn's chat span, and no tool span", () => {
    const { exporter, add } = builderWithSpans();
    startTurn(add);
    add("decision", 2_000, { turn: 1, decision: "mock" });
    add("observation", 2_001, { turn: 1, source: "mock", text: "sunny" });
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name)).toEqual(["chat gpt-test"]);
    const [chat] = spans;
    expect(chat?.events.map((event) => event.name)).toEqual([
      "gen_ai.first_token",
      "loupe.action.mock",
    ]);
    expect(chat?.events[1]?.attributes).toMatchObject({
      "gen_ai.tool.name": "get_forecast",
      "gen_ai.tool.call.id": "call-7",
    });
    expect(chat?.attributes).toMatchObject({
      "gen_ai.provider.name": "openai",
      "gen_ai.usage.input_tokens": 12,
      "gen_ai.usage.output_tokens": 3,
      "gen_ai.response.finish_reasons": ["tool_calls"],
    });
  });

  it("marks an MCP request that failed with its JSON-RPC error code, under its execute_tool span", () => {
    const { exporter, add } = builderWithSpans();
    startTurn(add);
    add("decision", 2_000, { turn: 1, decision: "execute" });
    add("rpc", 2_001, {
      serverId: "weather",
      direction: "out",
      turn: 1,
      message: { jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "get_forecast" } },
    });
    add("rpc", 2_030, {
      serverId: "weather",
      direction: "in",
      turn: 1,
      requestId: 9,
      message: { jsonrpc: "2.0", id: 9, error: { code: -32602, message: "bad arguments" } },
    });
    add("observation", 2_031, { turn: 1, source: "mcp", text: "bad arguments", isError: true });
    const spans = exporter.getFinishedSpans();
    const call = spans.find((span) => span.name === "tools/call get_forecast");
    const tool = spans.find((span) => span.name === "execute_tool get_forecast");
    expect(call?.parentSpanContext?.spanId).toBe(tool?.spanContext().spanId);
    expect(call?.attributes).toMatchObject({
      "mcp.method.name": "tools/call",
      "jsonrpc.request.id": "9",
      "error.type": "-32602",
      "rpc.response.status_code": "-32602",
    });
    expect(call?.status.code).toBe(2);
    expect(tool?.attributes).toMatchObject({
      "gen_ai.tool.call.id": "call-7",
      "error.type": "tool_error",
    });
    expect(call?.startTime).toEqual([2, 1_000_000]);
  });
});
