import { escapeRegExp } from "@/lib/escape-reg-exp";

/** Most matches a search keeps positions for; past it the count says "more than". */
export const SSE_SEARCH_LIMIT = 100_000;

/**
 * Where a query occurs in the Raw SSE lane's lines, case-insensitive and without overlaps, in
 * lane order. Positions are kept in two parallel arrays so 20,000 lines with many matches stay
 * cheap, and no row has to be rendered to be searched.
 */
export interface SseSearch {
  query: string;
  /** Line index of each match, non-decreasing. */
  lineIndexes: number[];
  /** Start of each match in its line's text (UTF-16 units); each is `query.length` long. */
  starts: number[];
  /** True when there were more than `SSE_SEARCH_LIMIT` matches: only the first are kept. */
  truncated: boolean;
}

/** One match inside one line, for marking it. */
export interface LineMatch {
  start: number;
  end: number;
  /** Position of the match in the whole search. */
  match: number;
}

/** Most lowercased lines kept between searches; past it the cache starts over. */
const LOWER_CACHE_SIZE = 200_000;

const lowerCache = new Map<string, string>();

/**
 * A line lowercased, kept across searches and across the new line arrays a live stream brings
 * (the texts are the same strings), so typing a query or receiving an event lowercases only
 * what is new.
 */
function lowerOf(text: string): string {
  let lower = lowerCache.get(text);
  if (lower === undefined) {
    if (lowerCache.size >= LOWER_CACHE_SIZE) lowerCache.clear();
    lower = text.toLowerCase();
    lowerCache.set(text, lower);
  }
  return lower;
}

/** Every match of `query` in `lines` (none for an empty query), up to `limit`. */
export function searchSseLines(
  lines: readonly { text: string }[],
  query: string,
  limit = SSE_SEARCH_LIMIT,
): SseSearch {
  const search: SseSearch = { query, lineIndexes: [], starts: [], truncated: false };
  if (query === "") return search;
  const needle = query.toLowerCase();
  let caseless: RegExp | undefined;
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex += 1) {
    const text = lines[lineIndex]?.text ?? "";
    const folded = lowerOf(text);
    if (folded.length === text.length && needle.length === query.length) {
      let at = folded.indexOf(needle);
      while (at !== -1) {
        if (search.starts.length === limit) {
          search.truncated = true;
          return search;
        }
        search.lineIndexes.push(lineIndex);
        search.starts.push(at);
        at = folded.indexOf(needle, at + needle.length);
      }
      continue;
    }
    // Lowercasing changed a length (e.g. "İ"): offsets must come from the text itself.
    caseless ??= new RegExp(escapeRegExp(query), "giu");
    caseless.lastIndex = 0;
    for (const found of text.matchAll(caseless)) {
      if (search.starts.length === limit) {
        search.truncated = true;
        return search;
      }
      search.lineIndexes.push(lineIndex);
      search.starts.push(found.index);
    }
  }
  return search;
}

/** Index of the first match on line `lineIndex` or after it (`count` when there is none). */
export function firstMatchFrom(search: SseSearch, lineIndex: number): number {
  const { lineIndexes } = search;
  let low = 0;
  let high = lineIndexes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lineIndexes[middle] ?? 0) < lineIndex) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The matches on one line, for marking them as the row renders (a binary search, not a scan). */
export function matchesInLine(search: SseSearch, lineIndex: number): LineMatch[] {
  const matches: LineMatch[] = [];
  const length = search.query.length;
  for (
    let match = firstMatchFrom(search, lineIndex);
    match < search.lineIndexes.length && search.lineIndexes[match] === lineIndex;
    match += 1
  ) {
    const start = search.starts[match] ?? 0;
    matches.push({ start, end: start + length, match });
  }
  return matches;
}

/**
 * The match to go to from `current` (-1: none yet) one step in `direction`, wrapping around; with
 * none yet, the first match at or after `fromLine` (going forward) or before it (going back).
 * -1 when there are no matches.
 */
export function stepMatch(
  search: SseSearch,
  current: number,
  direction: 1 | -1,
  fromLine = 0,
): number {
  const count = search.lineIndexes.length;
  if (count === 0) return -1;
  if (current < 0 || current >= count) {
    const from = firstMatchFrom(search, fromLine);
    if (direction === 1) return from < count ? from : 0;
    return from > 0 ? from - 1 : count - 1;
  }
  return (current + direction + count) % count;
}

/** "3 of 120", "no matches", "1 of 100,000+": the search's count as the lane says it. */
export function describeSearch(search: SseSearch, current: number): string {
  const count = search.lineIndexes.length;
  if (search.query === "") return "";
  if (count === 0) return "no matches";
  const total = `${count.toLocaleString("en-US")}${search.truncated ? "+" : ""}`;
  const noun = count === 1 && !search.truncated ? "match" : "matches";
  return current < 0 ? `${total} ${noun}` : `${(current + 1).toLocaleString("en-US")} of ${total}`;
}
