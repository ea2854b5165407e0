import type { SseLine } from "@/lib/views/playground/conversation/turn-view";

/** A line of the Raw SSE lane, by its SSE item and its place in it. */
export interface SseLineKey {
  sseSeq: number;
  index: number;
}

const sortedCache = new WeakMap<readonly SseLine[], boolean>();

/** Whether the lines are in SSE item order, as `deriveTurn` lists them (checked once per array). */
function inItemOrder(lines: readonly SseLine[]): boolean {
  let sorted = sortedCache.get(lines);
  if (sorted === undefined) {
    sorted = true;
    for (let index = 1; index < lines.length && sorted; index += 1) {
      const line = lines[index] as SseLine;
      const previous = lines[index - 1] as SseLine;
      sorted =
        line.sseSeq > previous.sseSeq ||
        (line.sseSeq === previous.sseSeq && line.index > previous.index);
    }
    sortedCache.set(lines, sorted);
  }
  return sorted;
}

/** The first position whose line comes at or after (`sseSeq`, `index`), in item order. */
function lowerBound(lines: readonly SseLine[], sseSeq: number, index: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const line = lines[middle] as SseLine;
    if (line.sseSeq < sseSeq || (line.sseSeq === sseSeq && line.index < index)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Position of line `key` in `lines` (-1 when absent): a binary search, as lines are listed by
 * SSE item in seq order; a list out of that order is scanned instead.
 */
export function sseLineIndex(lines: readonly SseLine[], key: SseLineKey): number {
  if (!inItemOrder(lines)) {
    return lines.findIndex((line) => line.sseSeq === key.sseSeq && line.index === key.index);
  }
  const at = lowerBound(lines, key.sseSeq, key.index);
  const found = lines[at];
  return found && found.sseSeq === key.sseSeq && found.index === key.index ? at : -1;
}

/**
 * The first line of the lit SSE items (-1: none) and how many lines they have. Each lit item is
 * found by a binary search, so this costs the size of the action, not of the stream.
 */
export function litLines(
  lines: readonly SseLine[],
  lit: ReadonlySet<number>,
): { first: number; count: number } {
  if (lit.size === 0) return { first: -1, count: 0 };
  let first = -1;
  let count = 0;
  if (!inItemOrder(lines)) {
    lines.forEach((line, index) => {
      if (!lit.has(line.sseSeq)) return;
      if (first < 0) first = index;
      count += 1;
    });
    return { first, count };
  }
  for (const sseSeq of lit) {
    let at = lowerBound(lines, sseSeq, Number.NEGATIVE_INFINITY);
    if (lines[at]?.sseSeq !== sseSeq) continue;
    if (first < 0 || at < first) first = at;
    while (lines[at]?.sseSeq === sseSeq) {
      count += 1;
      at += 1;
    }
  }
  return { first, count };
}

/** The lines as one text, for the clipboard: built when asked, not at every render. */
export function rawSseText(lines: readonly SseLine[]): string {
  return lines.map((line) => line.text).join("\n");
}
