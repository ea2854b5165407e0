import { describe, expect, it } from "vitest";
import type { LoupeEvent, ParsedAction } from "@/lib/events/types";
import { deriveTurn } from "@/lib/views/playground/conversation/turn-view";
import { eventBuilder } from "@/test/support/session-events";
import { carriedBySseItem, describeCarried, sseItemAtOffset } from "./sse-selection";

/** A turn streamed in four SSE items: thinking, a piece straddling the tag, the rest, a newline. */
function streamedTurn(withAction = true) {
  const event = eventBuilder();
  const pieces = ["<thinking>ok</thinking>\n", "<get_", "weather>x</get_weather>", "\n"];
  const events: LoupeEvent[] = [event("turn.start", { turn: 1 })];
  const sseSeqs: number[] = [];
  let offset = 0;
  for (const text of pieces) {
    const sse = event("llm.sse", {
      turn: 1,
      type: "event",
      lines: [`data: ${JSON.stringify(text)}`],
      data: "{}",
      chunkSeqs: [],
      offsetMs: 5,
    });
    sseSeqs.push(sse.seq);
    events.push(
      sse,
      event("llm.delta", {
        turn: 1,
        channel: "content",
        text,
        contentOffset: offset,
        sseSeq: sse.seq,
      }),
    );
    offset += text.length;
  }
  const comment = event("llm.sse", {
    turn: 1,
    type: "comment",
    lines: [": keep-alive"],
    comment: " keep-alive",
    chunkSeqs: [],
    offsetMs: 9,
  });
  events.push(comment);
  const content = pieces.join("");
  const start = content.indexOf("<get_weather>");
  const action: ParsedAction = {
    name: "get_weather",
    params: {},
    span: { start, end: content.indexOf("\n", start) },
    valid: true,
    partial: false,
    errors: [],
  };
  if (withAction) events.push(event("action", { turn: 1, dialect: "xml", action }));
  return { view: deriveTurn(events, 1), sseSeqs, commentSeq: comment.seq, content };
}

describe("carriedBySseItem", () => {
  it("gives the span of assembled text an SSE item carried", () => {
    const { view, sseSeqs, content } = streamedTurn();
    const carried = carriedBySseItem(view, sseSeqs[2] ?? -1);
    expect(carried.text).toBe("weather>x</get_weather>");
    expect(carried.spans).toHaveLength(1);
    const [span] = carried.spans;
    expect(span && content.slice(span.start, span.end)).toBe(carried.text);
  });

  it("says the item's text lies inside the action", () => {
    const { view, sseSeqs } = streamedTurn();
    expect(carriedBySseItem(view, sseSeqs[2] ?? -1).action).toBe("inside");
  });

  it("says when an item carried text before the action and a part of it", () => {
    const { view, sseSeqs } = streamedTurn();
    expect(carriedBySseItem(view, sseSeqs[0] ?? -1).action).toBe("outside");
    expect(carriedBySseItem(view, sseSeqs[1] ?? -1).action).toBe("inside");
    expect(carriedBySseItem(view, sseSeqs[3] ?? -1).action).toBe("outside");
  });

  it("flags an item whose text straddles the action's edge as partly inside", () => {
    const { view, sseSeqs } = streamedTurn();
    const straddling = {
      ...view,
      action: view.action && { ...view.action, span: { ...view.action.span, start: 26 } },
    };
    expect(carriedBySseItem(straddling, sseSeqs[1] ?? -1).action).toBe("partly");
  });

  it("carries nothing for a comment line, and names no action", () => {
    const { view, commentSeq } = streamedTurn();
    expect(carriedBySseItem(view, commentSeq)).toEqual({ sseSeq: commentSeq, spans: [], text: "" });
  });

  it("names no action when the turn has none", () => {
    const { view, sseSeqs } = streamedTurn(false);
    expect(carriedBySseItem(view, sseSeqs[2] ?? -1).action).toBeUndefined();
  });
});

describe("describeCarried", () => {
  it("says how much text an item carried, where, and that it lies inside the action", () => {
    const { view, sseSeqs } = streamedTurn();
    expect(describeCarried(carriedBySseItem(view, sseSeqs[1] ?? -1), "get_weather")).toBe(
      "Carried 5 chars (24–29), inside the get_weather action.",
    );
  });

  it("says when the text lies outside the action", () => {
    const { view, sseSeqs } = streamedTurn();
    expect(describeCarried(carriedBySseItem(view, sseSeqs[3] ?? -1), "get_weather")).toMatch(
      /^Carried 1 char \(\d+–\d+\), outside the get_weather action\.$/,
    );
  });

  it("says an item carried no answer text", () => {
    const { view, commentSeq } = streamedTurn();
    expect(describeCarried(carriedBySseItem(view, commentSeq))).toMatch(/^Carried no answer text/);
  });
});

describe("sseItemAtOffset", () => {
  it("finds the SSE item that carried a character of the assembled text, and back", () => {
    const { view, sseSeqs, content } = streamedTurn();
    const offset = content.indexOf("x</get_weather>");
    const sseSeq = sseItemAtOffset(view, offset);
    expect(sseSeq).toBe(sseSeqs[2]);
    const carried = carriedBySseItem(view, sseSeq ?? -1);
    expect(carried.spans.some((span) => span.start <= offset && offset < span.end)).toBe(true);
  });

  it("finds nothing past the streamed text", () => {
    const { view, content } = streamedTurn();
    expect(sseItemAtOffset(view, content.length)).toBeUndefined();
  });
});
