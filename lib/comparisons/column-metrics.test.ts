import { describe, expect, it } from "vitest";
import { columnMetrics } from "@/lib/comparisons/column-metrics";
import type { EventPayloads, LoupeEvent, NewEvent } from "@/lib/events/types";
import { forecastRequest, readingOf } from "@/test/support/host-actions";

/** A log from events and the times they happened at. */
function log(entries: Array<[at: number, event: NewEvent]>): LoupeEvent[] {
  return entries.map(([at, event], index) => ({
    sessionId: "s",
    seq: index + 1,
    at,
    ...event,
  })) as LoupeEvent[];
}

function response(
  turn: number,
  timings: Partial<EventPayloads["llm.response"]["timings"]>,
  usage?: { input?: number; output?: number; raw: Record<string, unknown> },
): NewEvent {
  return {
    kind: "llm.response",
    data: {
      turn,
      status: 200,
      headers: {},
      timings: { endMs: 50, ...timings },
      assembled: {
        content: "",
        reasoning: "",
        toolCalls: [],
        ...(usage ? { usage } : {}),
      },
    },
  } as NewEvent;
}

const forecast = readingOf("xml", forecastRequest);
const write = readingOf("xml", {
  kind: "file-tool",
  which: "write",
  args: { path: "result.md", content: "Sunny" },
});
const finish = readingOf("xml", { kind: "finish", result: "Sunny tomorrow." });
const broken = { ...forecast, valid: false, errors: ["the arguments are not valid JSON"] };

const sloppyRun = log([
  [1000, { kind: "turn.start", data: { turn: 1 } }],
  [1010, response(1, { firstTokenMs: 12 }, { input: 100, output: 20, raw: { cost: 0.001 } })],
  [1020, { kind: "action", data: { turn: 1, dialect: "xml", action: broken } }],
  [1100, { kind: "turn.end", data: { turn: 1, status: "awaiting-decision" } }],
  [5000, { kind: "turn.start", data: { turn: 2 } }],
  [5010, response(2, { firstTokenMs: 8 }, { input: 150, output: 30, raw: { cost: 0.002 } })],
  [5020, { kind: "action", data: { turn: 2, dialect: "xml", action: forecast } }],
  [5040, { kind: "turn.end", data: { turn: 2, status: "awaiting-decision" } }],
  [9000, { kind: "turn.start", data: { turn: 3 } }],
  [9010, response(3, {}, { input: 200, raw: {} })],
  [9020, { kind: "action", data: { turn: 3, dialect: "xml", action: write } }],
  [9030, { kind: "turn.end", data: { turn: 3, status: "awaiting-decision" } }],
  [9100, { kind: "turn.start", data: { turn: 4 } }],
  [9110, response(4, { firstTokenMs: 5, outputTokens: 7 })],
  [9120, { kind: "action", data: { turn: 4, dialect: "xml", action: finish } }],
  [9130, { kind: "turn.end", data: { turn: 4, status: "done" } }],
]);

describe("a comparison column's metrics", () => {
  const metrics = columnMetrics({ status: "done", turn: 4, result: "Sunny tomorrow." }, sloppyRun);

  it("counts the dialect parser's invalid actions as format errors, and every action", () => {
    expect(metrics.formatErrors).toBe(1);
    expect(metrics.actions).toBe(4);
    expect(metrics.turnActions[0]).toEqual({
      turn: 1,
      kind: "invalid",
      errors: ["the arguments are not valid JSON"],
    });
  });

  it("counts calls by tool, MCP tools as server.tool and built-in file tools as files.<tool>", () => {
    expect(metrics.toolCalls).toEqual({ "weather.get_forecast": 1, "files.write": 1 });
    expect(metrics.turnActions[1]).toEqual({
      turn: 2,
      kind: "mcp-tool",
      tool: "weather.get_forecast",
      arguments: forecastRequest.kind === "mcp-tool" ? forecastRequest.arguments : {},
    });
  });

  it("times each answered turn's first token and adds up the turns, not the waits for a decision", () => {
    expect(metrics.ttftMs).toEqual([12, 8, null, 5]);
    expect(metrics.durationMs).toBe(100 + 40 + 30 + 30);
  });

  it("adds up the tokens (output estimated where none was reported) and the reported cost", () => {
    expect(metrics.tokensIn).toBe(450);
    expect(metrics.tokensOut).toBe(57);
    expect(metrics.cost).toBeCloseTo(0.003);
  });

  it("says the column finished and gives its final answer", () => {
    expect(metrics).toMatchObject({ turns: 4, finished: true, answer: "Sunny tomorrow." });
  });

  it("has no tokens, cost or answer for a column no provider measured and that has not finished", () => {
    const first = log([
      [1000, { kind: "turn.start", data: { turn: 1 } }],
      [1010, response(1, { firstTokenMs: 12 })],
      [1020, { kind: "action", data: { turn: 1, dialect: "xml", action: broken } }],
      [1100, { kind: "turn.end", data: { turn: 1, status: "awaiting-decision" } }],
    ]);
    expect(columnMetrics({ status: "awaiting-decision", turn: 1 }, first)).toMatchObject({
      tokensIn: null,
      tokensOut: null,
      cost: null,
      answer: null,
      finished: false,
      turns: 1,
    });
  });
});
