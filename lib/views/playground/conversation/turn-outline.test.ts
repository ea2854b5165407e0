import { describe, expect, it } from "vitest";
import type { HostAction } from "@/lib/dialects";
import { fileWrite, finishAnswer, forecastCall } from "@/test/support/host-actions";
import type { TimelineItem } from "./session-timeline";
import type { TurnBlock } from "./timeline-blocks";
import { deriveTurnOutline, outlineEntry } from "./turn-outline";

function answer(turn: number, host?: HostAction): TimelineItem {
  return {
    kind: "assistant",
    key: `assistant-${turn}`,
    turn,
    content: "…",
    streaming: false,
    ...(host ? { host } : {}),
  };
}

function block(turn: number, status: TurnBlock["status"], items: TimelineItem[]): TurnBlock {
  return { turn, status, key: `turn-${turn}`, items };
}

const forecast = forecastCall;
const write = fileWrite;

describe("deriveTurnOutline", () => {
  it("names each turn's action and what the person decided", () => {
    const outline = deriveTurnOutline([
      block(1, "decided", [
        answer(1, forecast),
        { kind: "decision", key: "d1", turn: 1, decision: "execute" },
      ]),
      block(2, "decided", [
        answer(2, write),
        { kind: "decision", key: "d2", turn: 2, decision: "skip" },
      ]),
    ]);
    expect(outline.map((entry) => entry.label)).toEqual([
      "1 · call · executed",
      "2 · write · skipped",
    ]);
    expect(outline[0]?.summary).toBe("call weather/get_forecast · executed");
    expect(outline[1]?.summary).toBe("write result.md · skipped");
  });

  it("names an action as its dialect shows it", () => {
    const call: HostAction = {
      ...forecast,
      source: { name: "weather.forecast", detail: "as a tool call", spoken: "" },
    };
    const entry = outlineEntry(block(1, "awaiting-decision", [answer(1, call)]));
    expect(entry.label).toBe("1 · weather.forecast · awaiting decision");
    expect(entry.summary).toBe("weather.forecast as a tool call · awaiting decision");
  });

  it("says a turn waits for a decision, is still streaming, or completed the run", () => {
    expect(outlineEntry(block(3, "awaiting-decision", [answer(3, write)])).label).toBe(
      "3 · write · awaiting decision",
    );
    expect(outlineEntry(block(4, "running", [answer(4)])).label).toBe("4 · running");
    const done = block(5, "done", [
      answer(5, finishAnswer),
      { kind: "result", key: "r5", turn: 5, text: "Done." },
    ]);
    expect(outlineEntry(done).label).toBe("5 · finish · completed");
  });

  it("names the error of a failed turn and an answer without an action", () => {
    const failed = block(2, "error", [
      answer(2),
      {
        kind: "error",
        key: "e2",
        turn: 2,
        where: "llm.stream",
        code: "model:stream_failed",
        message: "The stream died.",
      },
    ]);
    expect(outlineEntry(failed).label).toBe("2 · no action · error model:stream_failed");
    expect(outlineEntry(failed).summary).toBe("no action · error model:stream_failed");
    expect(outlineEntry(block(1, "interrupted", [])).outcome).toBe("interrupted");
  });

  it("says when the executed tool answered with an error", () => {
    const entry = outlineEntry(
      block(1, "decided", [
        answer(1, forecast),
        { kind: "decision", key: "d1", turn: 1, decision: "execute" },
        {
          kind: "observation",
          key: "o1",
          turn: 1,
          seq: 9,
          source: "mcp",
          text: "Unknown city",
          isError: true,
        },
      ]),
    );
    expect(entry.outcome).toBe("executed, the tool failed");
  });
});
