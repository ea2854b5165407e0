import type { TextSpan } from "@/lib/events/types";
import type { ContentDelta } from "@/lib/views/playground/conversation/turn-view";

/**
 * A turn's content deltas indexed both ways, so the link between a Raw SSE line and the text it
 * carried costs a binary search at any stream size: from an SSE item to its deltas, and from a
 * character of the assembled content to the SSE item that carried it.
 */
export interface SseDeltaIndex {
  /** The deltas SSE item `sseSeq` produced, in order (empty when it produced none). */
  deltasOf(sseSeq: number): readonly ContentDelta[];
  /** The text SSE item `sseSeq` carried into the content, or undefined when it carried none. */
  textOf(sseSeq: number): string | undefined;
  /** The SSE item that carried the character at `offset` of the assembled content. */
  sseSeqAt(offset: number): number | undefined;
  /** Every SSE item that carried at least one character of `span`. */
  sseSeqsIn(span: TextSpan): Set<number>;
}

/** How far back a lookup by offset looks for a delta that a later one overlapped. */
const LOOK_BACK = 64;

const cache = new WeakMap<readonly ContentDelta[], SseDeltaIndex>();

function sortedBySseSeq(deltas: readonly ContentDelta[]): boolean {
  for (let index = 1; index < deltas.length; index += 1) {
    if ((deltas[index] as ContentDelta).sseSeq < (deltas[index - 1] as ContentDelta).sseSeq) {
      return false;
    }
  }
  return true;
}

function sortedByOffset(deltas: readonly ContentDelta[]): boolean {
  for (let index = 1; index < deltas.length; index += 1) {
    const delta = deltas[index] as ContentDelta;
    if (delta.contentOffset < (deltas[index - 1] as ContentDelta).contentOffset) return false;
  }
  return true;
}

/** The first position in `sorted` (by SSE item) whose item is at least `sseSeq`. */
function firstOfItem(sorted: readonly ContentDelta[], sseSeq: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as ContentDelta).sseSeq < sseSeq) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The last position in `sorted` (by offset) whose delta starts at or before `offset`, or -1. */
function lastStartingBy(sorted: readonly ContentDelta[], offset: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as ContentDelta).contentOffset <= offset) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/**
 * The index of `deltas`, built once per array. Deltas arrive in stream order, so they are
 * usually sorted by SSE item and by offset already and nothing is copied; otherwise sorted
 * copies are made.
 */
export function sseDeltaIndex(deltas: readonly ContentDelta[]): SseDeltaIndex {
  const known = cache.get(deltas);
  if (known) return known;
  const bySeq = sortedBySseSeq(deltas)
    ? deltas
    : [...deltas].sort((left, right) => left.sseSeq - right.sseSeq);
  const byStart = sortedByOffset(deltas)
    ? deltas
    : [...deltas].sort((left, right) => left.contentOffset - right.contentOffset);
  const texts = new Map<number, string | undefined>();

  const deltasOf = (sseSeq: number): readonly ContentDelta[] => {
    const start = firstOfItem(bySeq, sseSeq);
    let end = start;
    while (end < bySeq.length && (bySeq[end] as ContentDelta).sseSeq === sseSeq) end += 1;
    return bySeq.slice(start, end);
  };

  const index: SseDeltaIndex = {
    deltasOf,
    textOf(sseSeq) {
      if (texts.has(sseSeq)) return texts.get(sseSeq);
      const own = deltasOf(sseSeq);
      const text = own.length === 0 ? undefined : own.map((delta) => delta.text).join("");
      texts.set(sseSeq, text);
      return text;
    },
    sseSeqAt(offset) {
      const last = lastStartingBy(byStart, offset);
      for (let at = last; at >= 0 && last - at < LOOK_BACK; at -= 1) {
        const delta = byStart[at] as ContentDelta;
        if (offset < delta.contentOffset + delta.text.length) return delta.sseSeq;
      }
      return undefined;
    },
    sseSeqsIn(span) {
      const seqs = new Set<number>();
      if (span.end <= span.start) return seqs;
      const last = lastStartingBy(byStart, span.start);
      let first = Math.max(0, last);
      for (let at = last; at >= 0 && last - at < LOOK_BACK; at -= 1) {
        const delta = byStart[at] as ContentDelta;
        if (delta.contentOffset + delta.text.length > span.start) first = at;
      }
      for (let at = first; at < byStart.length; at += 1) {
        const delta = byStart[at] as ContentDelta;
        if (delta.contentOffset >= span.end) break;
        if (delta.contentOffset + delta.text.length > span.start && delta.text.length > 0) {
          seqs.add(delta.sseSeq);
        }
      }
      return seqs;
    },
  };
  cache.set(deltas, index);
  return index;
}
