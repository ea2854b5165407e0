/**
 * The Raw SSE lane stays fast at any size (issue 9): a turn of 20,000 SSE events against one of
 * 200, timing what it costs to show the lane: the lanes' derivation for it (the action's lit
 * items, fresh line and delta arrays as a new event brings, the selected item's carried text)
 * and `renderToString` of `RawSseLane` in its default 600-pixel viewport, with a line selected
 * and, in the second pair, a search over every line. Only the rows in view render, and per-row
 * work is a lookup, so the goal is a ratio of at most 2 (the large turn's time over the small
 * one's). Not measured: the browser's layout and paint, and `deriveTurn` over the event log
 * (the page's work for every lane, measured by `page-views.bench.ts`).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RawSseLane } from "@/components/lanes/raw-sse-lane";
import type { EventKind, EventPayloads, LoupeEvent } from "@/lib/events/types";
import { sseDeltaIndex } from "@/lib/views/lanes/sse-delta-index";
import { carriedBySseItem } from "@/lib/views/lanes/sse-selection";
import { deriveTurn, type TurnView } from "@/lib/views/playground/conversation/turn-view";
import { readingOf } from "@/test/support/host-actions";
import type { Comparison } from "./interleaved-rounds";

/** One turn streamed as `count` SSE events of 4 characters each, a keep-alive every 500. */
function streamedTurn(count: number): TurnView {
  const events: LoupeEvent[] = [];
  const add = <Kind extends EventKind>(kind: Kind, data: EventPayloads[Kind]) => {
    const seq = events.length + 1;
    events.push({ sessionId: "bench", seq, at: 1_000 + seq, kind, data } as LoupeEvent);
    return seq;
  };
  add("turn.start", { turn: 1 });
  let content = "";
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    const text = index % 50 === 0 ? `w${index}\n` : `w${index % 10}, `;
    const line =
      index % 500 === 0
        ? ": keep-alive"
        : `data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":${JSON.stringify(text)}},"finish_reason":null}]}`;
    const bytes = `${line}\n\n`;
    const chunkSeq = add("llm.chunk", {
      turn: 1,
      base64: Buffer.from(bytes).toString("base64"),
      offset,
      length: bytes.length,
    });
    offset += bytes.length;
    const comment = line.startsWith(":");
    const sseSeq = add("llm.sse", {
      turn: 1,
      type: comment ? "comment" : "event",
      lines: [line],
      chunkSeqs: [chunkSeq],
      offsetMs: index,
      ...(comment ? { comment: "keep-alive" } : { data: line.slice(6) }),
    });
    if (comment) continue;
    add("llm.delta", { turn: 1, channel: "content", text, contentOffset: content.length, sseSeq });
    content += text;
  }
  const start = Math.floor(content.length * 0.9);
  add("action", {
    turn: 1,
    dialect: "xml",
    action: {
      ...readingOf("xml", { kind: "finish", result: "" }),
      span: { start, end: content.length },
    },
  });
  return deriveTurn(events, 1);
}

/** What showing the lane costs: the lanes' derivation for it, then one render of the lane. */
function renderLane(view: TurnView, query: string): number {
  const lines = view.sseLines.slice();
  const deltas = view.deltas.slice();
  const fresh = { ...view, sseLines: lines, deltas };
  const highlighted = view.action
    ? sseDeltaIndex(deltas).sseSeqsIn(view.action.span)
    : new Set<number>();
  const middle = lines[Math.floor(lines.length / 2)];
  const selected = middle ? { sseSeq: middle.sseSeq, index: middle.index } : null;
  const html = renderToString(
    createElement(RawSseLane, {
      lines,
      deltas,
      chunks: view.chunks,
      itemCount: view.sseItemCount,
      highlighted,
      streaming: false,
      selected,
      carried: selected ? carriedBySseItem(fresh, selected.sseSeq) : null,
      actionName: view.action?.name,
      onSelect: () => {},
      onShowParsed: () => {},
      initialQuery: query,
    }),
  );
  return html.length;
}

const small = streamedTurn(200);
const large = streamedTurn(20_000);

/** The 20,000-event turn against the 200-event one, then the same with a search for scale. */
export const comparisons: Comparison[] = [
  {
    title: "show the Raw SSE lane of a turn (600-pixel viewport, a line selected)",
    baseline: {
      label: `200 SSE events (${small.sseLines.length} lines)`,
      run: () => renderLane(small, ""),
    },
    subject: {
      label: `20,000 SSE events (${large.sseLines.length} lines)`,
      run: () => renderLane(large, ""),
    },
    goal: 2,
  },
  // Searching reads every line once per query (no row rendered): linear, so not under the goal.
  {
    title: 'the same, searching every line for "w7" (linear in the text; for scale)',
    baseline: {
      label: `200 SSE events (${small.sseLines.length} lines)`,
      run: () => renderLane(small, "w7"),
    },
    subject: {
      label: `20,000 SSE events (${large.sseLines.length} lines)`,
      run: () => renderLane(large, "w7"),
    },
  },
];
