import { describe, expect, it } from "vitest";
import type { LoupeEvent, NewEvent } from "@/lib/events/types";
import { withTurnRawExchange } from "./turn-raw-exchange";

function event(seq: number, kind: NewEvent["kind"], turn?: number): LoupeEvent {
  return {
    sessionId: "s",
    seq,
    at: seq,
    kind,
    data: turn === undefined ? {} : { turn },
  } as LoupeEvent;
}

describe("withTurnRawExchange", () => {
  it("slots a turn's fetched raw exchange back in seq order, replacing what the stream had", () => {
    const streamed = [
      event(1, "session.created"),
      event(2, "turn.start", 1),
      event(3, "llm.chunk", 1),
      event(6, "llm.response", 1),
      event(7, "turn.end", 1),
      event(8, "turn.start", 2),
      event(9, "llm.request", 2),
    ];
    const raw = [event(3, "llm.request", 1), event(4, "llm.chunk", 1), event(5, "llm.sse", 1)];
    const merged = withTurnRawExchange(streamed, 1, raw);
    expect(merged.map((item) => item.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(merged[2]?.kind).toBe("llm.request");
    expect(merged.at(-1)?.kind).toBe("llm.request");
  });

  it("appends raw events that come after everything streamed, and changes nothing without any", () => {
    const streamed = [event(1, "turn.start", 1)];
    expect(withTurnRawExchange(streamed, 1, [event(2, "llm.delta", 1)]).map((e) => e.seq)).toEqual([
      1, 2,
    ]);
    expect(withTurnRawExchange(streamed, 1, [])).toEqual(streamed);
  });
});
