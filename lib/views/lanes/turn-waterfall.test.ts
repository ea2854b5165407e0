import { describe, expect, it } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import { eventBuilder } from "@/test/support/session-events";
import { turnWaterfall, type WaterfallBar } from "./turn-waterfall";

type Event = ReturnType<ReturnType<typeof eventBuilder>>;

function handshake(event: ReturnType<typeof eventBuilder>, at: number, turn?: number): Event[] {
  const tagged = turn === undefined ? {} : { turn };
  return [
    event(
      "rpc",
      {
        serverId: "weather",
        direction: "out",
        message: { jsonrpc: "2.0", id: 0, method: "initialize" },
        ...tagged,
      },
      { at },
    ),
    event(
      "rpc",
      {
        serverId: "weather",
        direction: "in",
        requestId: 0,
        message: { jsonrpc: "2.0", id: 0, result: { protocolVersion: "2025-06-18" } },
        ...tagged,
      },
      { at: at + 12 },
    ),
    event(
      "rpc",
      {
        serverId: "weather",
        direction: "out",
        message: { jsonrpc: "2.0", method: "notifications/initialized" },
        ...tagged,
      },
      { at: at + 13 },
    ),
  ];
}

function modelAnswer(event: ReturnType<typeof eventBuilder>, turn: number, at: number): Event[] {
  return [
    event("turn.start", { turn }, { at }),
    event(
      "llm.request",
      {
        turn,
        provider: "demo",
        url: "http://127.0.0.1/v1/chat/completions",
        method: "POST",
        headers: {},
        body: "{}",
      },
      { at },
    ),
    event("llm.chunk", { turn, base64: "", offset: 0, length: 10 }, { at: at + 40 }),
    event(
      "llm.delta",
      { turn, channel: "content", text: "<use", contentOffset: 0, sseSeq: 0 },
      { at: at + 55 },
    ),
    event(
      "llm.response",
      {
        turn,
        status: 200,
        headers: {},
        timings: { endMs: 300 },
        assembled: { content: "", reasoning: "", toolCalls: [], finishReason: "stop" },
      },
      { at: at + 300 },
    ),
    event(
      "action",
      {
        turn,
        dialect: "xml",
        action: {
          name: "get_forecast",
          params: {},
          span: { start: 0, end: 1 },
          valid: true,
          partial: false,
          errors: [],
        },
      },
      { at: at + 301 },
    ),
  ];
}

function toolCall(
  event: ReturnType<typeof eventBuilder>,
  turn: number,
  at: number,
  error = false,
): Event[] {
  return [
    event("decision", { turn, decision: "execute" }, { at }),
    event(
      "rpc",
      {
        serverId: "weather",
        direction: "out",
        turn,
        message: {
          jsonrpc: "2.0",
          id: turn,
          method: "tools/call",
          params: { name: "get_forecast" },
        },
      },
      { at: at + 1 },
    ),
    event(
      "rpc",
      {
        serverId: "weather",
        direction: "in",
        turn,
        requestId: turn,
        message: error
          ? { jsonrpc: "2.0", id: turn, error: { code: -32603, message: "boom" } }
          : { jsonrpc: "2.0", id: turn, result: { content: [] } },
      },
      { at: at + 21 },
    ),
    event("observation", { turn, source: "mcp", text: "sunny", isError: error }, { at: at + 22 }),
  ];
}

function bar(bars: WaterfallBar[] | undefined, label: string): WaterfallBar | undefined {
  return bars?.find((candidate) => candidate.label.startsWith(label));
}

describe("turnWaterfall", () => {
  it("lays a turn on one axis from its request: first byte, first token, the answer, the call and the observation sent", () => {
    const event = eventBuilder();
    const events: LoupeEvent[] = [
      ...modelAnswer(event, 1, 10_000),
      ...toolCall(event, 1, 12_000),
      event("turn.end", { turn: 1, status: "done" }, { at: 12_030 }),
      ...modelAnswer(event, 2, 15_000),
    ];
    const waterfall = turnWaterfall(events, 1);
    expect(waterfall?.origin).toBe(10_000);
    expect(bar(waterfall?.bars, "Request sent")).toMatchObject({
      startMs: 0,
      endMs: 0,
      mark: true,
    });
    expect(bar(waterfall?.bars, "First byte")).toMatchObject({ startMs: 0, endMs: 40 });
    expect(bar(waterfall?.bars, "First token")).toMatchObject({ startMs: 40, endMs: 55 });
    expect(bar(waterfall?.bars, "Answer complete")).toMatchObject({ startMs: 55, endMs: 300 });
    expect(bar(waterfall?.bars, "Action complete (parsed)")).toMatchObject({
      startMs: 301,
      mark: true,
    });
    expect(bar(waterfall?.bars, "Decision: execute")).toMatchObject({
      kind: "person",
      startMs: 301,
      endMs: 2_000,
    });
    expect(bar(waterfall?.bars, "tools/call get_forecast (weather)")).toMatchObject({
      kind: "tool",
      startMs: 2_001,
      endMs: 2_021,
    });
    expect(bar(waterfall?.bars, "Observation sent (turn 2's request)")).toMatchObject({
      startMs: 2_022,
      endMs: 5_000,
    });
    expect(waterfall?.spanMs).toBe(5_000);
  });

  it("shows the initialize handshake made as the session was created in the turn whose call was the server's first", () => {
    const event = eventBuilder();
    const events: LoupeEvent[] = [
      ...handshake(event, 9_000),
      ...modelAnswer(event, 1, 10_000),
      ...toolCall(event, 1, 11_000),
      ...modelAnswer(event, 2, 13_000),
      ...toolCall(event, 2, 14_000),
    ];
    expect(turnWaterfall(events, 1)?.handshakes).toEqual([
      {
        serverId: "weather",
        beforeTurn: true,
        bars: [
          expect.objectContaining({ label: "initialize (weather)", startMs: -1_000, endMs: -988 }),
          expect.objectContaining({ label: "notifications/initialized (weather)", mark: true }),
        ],
      },
    ]);
    expect(turnWaterfall(events, 2)?.handshakes).toEqual([]);
  });

  it("puts a handshake made within the turn (a reconnection) on the turn's own axis", () => {
    const event = eventBuilder();
    const events: LoupeEvent[] = [
      ...modelAnswer(event, 3, 10_000),
      event("decision", { turn: 3, decision: "execute" }, { at: 10_500 }),
      ...handshake(event, 10_600, 3),
    ];
    const waterfall = turnWaterfall(events, 3);
    expect(waterfall?.handshakes).toMatchObject([{ serverId: "weather", beforeTurn: false }]);
    expect(bar(waterfall?.bars, "initialize (weather)")).toMatchObject({
      kind: "handshake",
      startMs: 600,
      endMs: 612,
    });
  });

  it("ends a stopped turn's answer where it was stopped, with no response", () => {
    const event = eventBuilder();
    const events: LoupeEvent[] = [
      ...modelAnswer(event, 1, 10_000).filter(
        (item) => item.kind !== "llm.response" && item.kind !== "action",
      ),
      event("turn.end", { turn: 1, status: "stopped" }, { at: 10_700 }),
    ];
    expect(bar(turnWaterfall(events, 1)?.bars, "Answer stopped")).toMatchObject({
      startMs: 55,
      endMs: 700,
      outcome: "stopped",
    });
  });

  it("marks a tool call that failed", () => {
    const event = eventBuilder();
    const events: LoupeEvent[] = [
      ...modelAnswer(event, 1, 10_000),
      ...toolCall(event, 1, 10_400, true),
    ];
    expect(bar(turnWaterfall(events, 1)?.bars, "tools/call")).toMatchObject({
      outcome: "error",
      endMs: 421,
    });
  });

  it("has no JSON-RPC bar for a mocked action, only the decision and the observation", () => {
    const event = eventBuilder();
    const events: LoupeEvent[] = [
      ...modelAnswer(event, 1, 10_000),
      event("decision", { turn: 1, decision: "mock" }, { at: 10_900 }),
      event("observation", { turn: 1, source: "mock", text: "rain" }, { at: 10_901 }),
    ];
    const bars = turnWaterfall(events, 1)?.bars ?? [];
    expect(bars.filter((item) => item.kind === "tool")).toEqual([]);
    expect(bar(bars, "Decision: mock")).toMatchObject({ startMs: 301, endMs: 900 });
    expect(bar(bars, "Observation recorded (mock)")).toMatchObject({ startMs: 901, mark: true });
  });

  it("answers nothing for a turn that sent no request", () => {
    expect(turnWaterfall([], 1)).toBeUndefined();
  });
});
