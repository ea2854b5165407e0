import { describe, expect, it } from "vitest";
import { stateAtTurnEnd } from "@/lib/events/fork-point";
import type { LoupeEvent, NewEvent } from "@/lib/events/types";

function log(...events: NewEvent[]): LoupeEvent[] {
  return events.map(
    (event, index) => ({ sessionId: "s", seq: index + 1, at: index, ...event }) as LoupeEvent,
  );
}

const events = log(
  {
    kind: "session.created",
    data: {
      task: "Weather?",
      model: "demo",
      dialect: "xml",
      systemPrompt: "SYSTEM",
      history: [{ role: "user", content: "Weather?" }],
    },
  },
  { kind: "turn.start", data: { turn: 1 } },
  { kind: "turn.end", data: { turn: 1, status: "awaiting-decision" } },
  { kind: "observation", data: { turn: 1, source: "mock", text: "Sunny" } },
  { kind: "message.edit", data: { target: 2, before: "Sunny", after: "Rainy" } },
  { kind: "turn.start", data: { turn: 2 } },
  { kind: "turn.end", data: { turn: 2, status: "awaiting-decision" } },
  { kind: "observation", data: { turn: 2, source: "mock", text: "Written" } },
);

describe("stateAtTurnEnd", () => {
  it("is the starting history at turn 0", () => {
    const state = stateAtTurnEnd(events, 0);
    expect(state.status).toBe("ready");
    expect(state.messages.map((message) => message.content)).toEqual(["SYSTEM", "Weather?"]);
  });

  it("keeps a turn's observation and the edits made before the next turn began", () => {
    const state = stateAtTurnEnd(events, 1);
    expect(state.turn).toBe(1);
    expect(state.status).toBe("ready");
    expect(state.messages.map((message) => message.content)).toEqual([
      "SYSTEM",
      "Weather?",
      "Rainy",
    ]);
  });

  it("folds the whole log at the latest turn", () => {
    const state = stateAtTurnEnd(events, 2);
    expect(state.turn).toBe(2);
    expect(state.messages.at(-1)?.content).toBe("Written");
  });
});
