import { describe, expect, it } from "vitest";
import type { LoupeEvent, ParsedAction } from "@/lib/events/types";
import { eventBuilder } from "@/test/support/session-events";
import { deriveTurn } from "./turn-view";

/** A streamed turn whose `<get_weather>` tag is split across three deltas. */
function splitTagTurn() {
  const event = eventBuilder();
  const pieces = [
    "<thinking>Need the forecast.</thinking>\n<get_",
    "weathe",
    "r>\n<server_name>weather</server_name>",
    "\n</get_weather>",
    "\n",
  ];
  const events: LoupeEvent[] = [
    event("session.created", {
      task: "Weather?",
      model: "demo",
      dialect: "xml",
      systemPrompt: "You are...",
    }),
    event("turn.start", { turn: 1 }),
    event("llm.request", {
      turn: 1,
      provider: "demo",
      url: "http://127.0.0.1:3000/api/demo/v1/chat/completions",
      method: "POST",
      headers: { authorization: "[redacted]" },
      body: JSON.stringify({
        model: "demo",
        stream: true,
        messages: [
          { role: "system", content: "s" },
          { role: "user", content: "t" },
        ],
      }),
    }),
    event("llm.sse", {
      turn: 1,
      type: "comment",
      lines: [": DEMO PROCESSING"],
      comment: " DEMO PROCESSING",
      chunkSeqs: [],
      offsetMs: 3,
    }),
  ];
  let offset = 0;
  pieces.forEach((text, index) => {
    const sse = event("llm.sse", {
      turn: 1,
      type: "event",
      lines: [`data: {"choices":[{"delta":{"content":${JSON.stringify(text)}}}]}`],
      data: "{}",
      chunkSeqs: [],
      offsetMs: 10 + index * 7,
    });
    events.push(sse);
    events.push(
      event("llm.delta", {
        turn: 1,
        channel: "content",
        text,
        contentOffset: offset,
        sseSeq: sse.seq,
      }),
    );
    offset += text.length;
  });
  const content = pieces.join("");
  const start = content.indexOf("<get_weather>");
  const end = content.indexOf("</get_weather>") + "</get_weather>".length;
  const action: ParsedAction = {
    name: "get_weather",
    params: { server_name: "weather" },
    span: { start, end },
    valid: false,
    partial: false,
    errors: ["missing tool_name"],
  };
  events.push(
    event("llm.response", {
      turn: 1,
      status: 200,
      headers: {},
      timings: { endMs: 50 },
      assembled: { content, reasoning: "", toolCalls: [], finishReason: "stop" },
    }),
    event("action", { turn: 1, dialect: "xml", action, thinking: "Need the forecast." }),
    event("turn.end", { turn: 1, status: "awaiting-decision" }),
  );
  return { events, content, action };
}

describe("deriveTurn", () => {
  it("lists every raw line with its offset, comments included", () => {
    const { events } = splitTagTurn();
    const view = deriveTurn(events, 1);
    expect(view.sseItemCount).toBe(6);
    expect(view.sseLines[0]).toMatchObject({
      text: ": DEMO PROCESSING",
      type: "comment",
      offsetMs: 3,
    });
    expect(view.sseLines[1]?.text.startsWith("data: ")).toBe(true);
    expect(view.status).toBe("awaiting-decision");
  });

  it("assembles the content and keeps the action with its span", () => {
    const { events, content, action } = splitTagTurn();
    const view = deriveTurn(events, 1);
    expect(view.content).toBe(content);
    expect(view.action).toEqual(action);
    expect(view.thinking).toBe("Need the forecast.");
    expect(content.slice(action.span.start, action.span.end)).toMatch(
      /^<get_weather>[\s\S]*<\/get_weather>$/,
    );
  });

  it("describes the request with its size and the number of messages re-sent", () => {
    const view = deriveTurn(splitTagTurn().events, 1);
    expect(view.request?.messageCount).toBe(2);
    expect(view.request?.bytes).toBeGreaterThan(50);
  });

  it("assembles the content from deltas while the response is still streaming", () => {
    const { events } = splitTagTurn();
    const streaming = events.filter(
      (item) => item.kind !== "llm.response" && item.kind !== "turn.end" && item.kind !== "action",
    );
    const view = deriveTurn(streaming, 1);
    expect(view.status).toBe("running");
    expect(view.content).toContain("<get_weather>");
  });

  it("returns an empty view for a turn that has not started", () => {
    const view = deriveTurn(splitTagTurn().events, 7);
    expect(view.sseLines).toEqual([]);
    expect(view.content).toBe("");
    expect(view.action).toBeUndefined();
  });
});

describe("deriveTurn with MCP traffic and errors", () => {
  it("pairs a tools/call request with its response and its latency", () => {
    const event = eventBuilder();
    const events = [
      event("turn.start", { turn: 1 }),
      event("turn.end", { turn: 1, status: "awaiting-decision" }),
      event("decision", { turn: 1, decision: "execute" }),
      event("rpc", {
        serverId: "weather",
        direction: "out",
        turn: 1,
        message: { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "get_forecast" } },
      }),
      event("rpc", {
        serverId: "weather",
        direction: "in",
        turn: 1,
        requestId: 3,
        latencyMs: 12.5,
        message: {
          jsonrpc: "2.0",
          id: 3,
          result: { content: [{ type: "text", text: "Sunny, 24°C" }] },
        },
      }),
      event("observation", { turn: 1, source: "mcp", text: "Sunny, 24°C" }),
    ];
    const view = deriveTurn(events, 1);
    expect(view.status).toBe("decided");
    expect(view.rpc).toHaveLength(1);
    expect(view.rpc[0]).toMatchObject({
      kind: "request",
      method: "tools/call",
      id: 3,
      latencyMs: 12.5,
      isError: false,
    });
    expect(view.rpc[0]?.response?.seq).toBe(5);
    expect(view.observation).toMatchObject({ source: "mcp", text: "Sunny, 24°C" });
  });

  it("reports a failed turn's errors once, from the response and the error event", () => {
    const event = eventBuilder();
    const failure = { code: "model:stream_failed", message: "The stream ended without [DONE]" };
    const events = [
      event("turn.start", { turn: 2 }),
      event("llm.response", {
        turn: 2,
        status: 200,
        headers: {},
        timings: { endMs: 40 },
        assembled: { content: "<thin", reasoning: "", toolCalls: [], error: failure },
      }),
      event("error", { turn: 2, where: "llm.stream", ...failure }),
      event("error", {
        turn: 2,
        where: "dialect.xml",
        code: "dialect:unclosed_tag",
        message: "<thinking> is never closed",
      }),
      event("turn.end", { turn: 2, status: "error" }),
    ];
    const view = deriveTurn(events, 2);
    expect(view.status).toBe("error");
    expect(view.errors.map((error) => error.code)).toEqual([
      "model:stream_failed",
      "dialect:unclosed_tag",
    ]);
    expect(view.content).toBe("<thin");
  });
});
