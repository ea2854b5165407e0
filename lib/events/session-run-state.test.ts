import { describe, expect, it } from "vitest";
import { foldSessionState } from "@/lib/events/session-state";
import type { LoupeEvent, NewEvent, ParsedAction } from "@/lib/events/types";
import { readingOf } from "@/test/support/host-actions";

function log(...events: NewEvent[]): LoupeEvent[] {
  return events.map(
    (event, index) => ({ sessionId: "s", seq: index + 1, at: index, ...event }) as LoupeEvent,
  );
}

const created: NewEvent = {
  kind: "session.created",
  data: {
    task: "Weather?",
    model: "demo",
    dialect: "xml",
    systemPrompt: "SYSTEM",
    autoApprove: ["weather:*"],
  },
};

const finish: ParsedAction = {
  ...readingOf("xml", { kind: "finish", result: "Sunny." }),
  span: { start: 0, end: 10 },
};

function response(turn: number, content: string): NewEvent {
  return {
    kind: "llm.response",
    data: {
      turn,
      status: 200,
      headers: {},
      timings: { endMs: 1 },
      assembled: { content, reasoning: "", toolCalls: [], finishReason: "stop" },
    },
  } as NewEvent;
}

describe("foldSessionState for runs", () => {
  it("follows a run from its start to its end, and the auto-approve list as it changes", () => {
    const running = foldSessionState(
      log(created, { kind: "run.start", data: { maxTurns: 5, fromTurn: 0 } }),
    );
    expect(running.autoApprove).toEqual(["weather:*"]);
    expect(running.run).toEqual({ fromTurn: 0, maxTurns: 5, state: "running" });
    const ended = foldSessionState(
      log(
        created,
        { kind: "run.start", data: { maxTurns: 5, fromTurn: 0 } },
        { kind: "auto-approve", data: { tools: [] } },
        {
          kind: "run.end",
          data: {
            turn: 1,
            reason: "error",
            error: { code: "model:stream_failed", message: "cut" },
          },
        },
      ),
    );
    expect(ended.autoApprove).toEqual([]);
    expect(ended.run).toMatchObject({ state: "error", error: { code: "model:stream_failed" } });
  });

  it("keeps a stopped turn's partial answer out of the next request", () => {
    const state = foldSessionState(
      log(created, { kind: "turn.start", data: { turn: 1 } }, response(1, "<thinking>I will"), {
        kind: "turn.end",
        data: { turn: 1, status: "stopped" },
      }),
    );
    expect(state.status).toBe("stopped");
    expect(state.messages.map((message) => message.role)).toEqual(["system", "user"]);
  });

  it("sends feedback after the final answer as a new user message, and is ready again", () => {
    const state = foldSessionState(
      log(
        created,
        { kind: "turn.start", data: { turn: 1 } },
        response(1, "done"),
        { kind: "action", data: { turn: 1, dialect: "xml", action: finish } },
        { kind: "turn.end", data: { turn: 1, status: "done" } },
        { kind: "feedback", data: { turn: 1, text: "Shorter, please." } },
      ),
    );
    expect(state.status).toBe("ready");
    expect(state.result).toBeUndefined();
    expect(state.messages.at(-1)).toEqual({ role: "user", content: "Shorter, please." });
  });
});
