import type { ContentDelta } from "@/lib/views/playground/conversation/turn-view";

/** A run of the assembled text one SSE item carried: what the Parsed lane lets a person select. */
export interface AssembledPiece {
  sseSeq: number;
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * The assembled text of `length` characters cut into the runs each SSE item carried, in text
 * order: the items of the Parsed lane's text → SSE link, reachable from the keyboard. Consecutive
 * deltas of one item make one piece; a delta a later one overlapped keeps only what it still
 * holds; text no delta carried (an answer known only whole) is in no piece.
 */
export function assembledPieces(deltas: readonly ContentDelta[], length: number): AssembledPiece[] {
  const sorted = deltas
    .filter((delta) => delta.text.length > 0)
    .slice()
    .sort((left, right) => left.contentOffset - right.contentOffset || left.seq - right.seq);
  const pieces: AssembledPiece[] = [];
  for (const delta of sorted) {
    const end = Math.min(length, delta.contentOffset + delta.text.length);
    let start = Math.max(0, delta.contentOffset);
    const previous = pieces.at(-1);
    if (previous && start < previous.end) {
      // A later delta rewrote the text from here: the earlier piece keeps what comes before.
      previous.end = start;
      if (previous.end <= previous.start) pieces.pop();
    }
    const last = pieces.at(-1);
    if (end <= start) continue;
    if (last && last.sseSeq === delta.sseSeq && last.end === start) {
      last.end = end;
      continue;
    }
    start = Math.max(start, last?.end ?? 0);
    pieces.push({ sseSeq: delta.sseSeq, start, end });
  }
  return pieces;
}
