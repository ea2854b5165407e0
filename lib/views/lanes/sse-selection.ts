import type { TextSpan } from "@/lib/events/types";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";
import { sseDeltaIndex } from "./sse-delta-index";

/** How the text an SSE item carried sits against the turn's action span. */
export type ActionOverlap = "inside" | "partly" | "outside";

/** What one SSE item carried into the assembled answer: the way back from a raw line to the text. */
export interface CarriedText {
  sseSeq: number;
  /** The parts of the assembled content the item carried, in order (empty: it carried none). */
  spans: TextSpan[];
  text: string;
  /** Set when the turn has an action and the item carried text. */
  action?: ActionOverlap;
}

/**
 * The text SSE item `sseSeq` carried into the turn's assembled content, and whether that text is
 * part of the turn's action: the Raw SSE → Parsed direction of the lanes' link. A binary search
 * in the turn's deltas, so it costs the same at 20,000 items as at 20.
 */
export function carriedBySseItem(
  view: Pick<TurnView, "deltas" | "action" | "content">,
  sseSeq: number,
): CarriedText {
  const own = sseDeltaIndex(view.deltas).deltasOf(sseSeq);
  const spans = own
    .filter((delta) => delta.text.length > 0)
    .map((delta) => ({ start: delta.contentOffset, end: delta.contentOffset + delta.text.length }))
    .sort((left, right) => left.start - right.start);
  const text = own.map((delta) => delta.text).join("");
  const carried: CarriedText = { sseSeq, spans, text };
  if (view.action && spans.length > 0) carried.action = overlap(spans, view.action.span);
  return carried;
}

/**
 * The SSE item that carried the character at `offset` of the turn's assembled content: the
 * Parsed → Raw SSE direction of the link. Undefined past the streamed text.
 */
export function sseItemAtOffset(
  view: Pick<TurnView, "deltas">,
  offset: number,
): number | undefined {
  return sseDeltaIndex(view.deltas).sseSeqAt(offset);
}

function overlap(spans: readonly TextSpan[], action: TextSpan): ActionOverlap {
  let inside = 0;
  let total = 0;
  for (const span of spans) {
    total += span.end - span.start;
    inside += Math.max(0, Math.min(span.end, action.end) - Math.max(span.start, action.start));
  }
  if (inside === 0) return "outside";
  return inside === total ? "inside" : "partly";
}

/**
 * One sentence on what a selected SSE item carried, as the lanes say it: how much text, where in
 * the assembled answer, and whether it belongs to the turn's action (`actionName`).
 */
export function describeCarried(carried: CarriedText, actionName?: string): string {
  const first = carried.spans[0];
  const last = carried.spans.at(-1);
  if (!first || !last)
    return "Carried no answer text (a comment, or a role, reasoning or end item).";
  const count = carried.text.length;
  const where = `Carried ${count} ${count === 1 ? "char" : "chars"} (${first.start}–${last.end})`;
  if (!carried.action || !actionName) return `${where}.`;
  const relation = { inside: "inside", partly: "partly inside", outside: "outside" }[
    carried.action
  ];
  return `${where}, ${relation} the ${actionName} action.`;
}
