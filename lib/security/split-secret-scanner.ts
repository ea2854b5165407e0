/**
 * Shortest run of a secret masked before the secret is seen whole. A secret streamed a few
 * characters per event shows at most this many characters less one, in the events that came
 * before the run was long enough to tell; shorter runs turn up by chance in ordinary text (a
 * random token's first three characters end some string of a long answer every few answers).
 */
export const MIN_SPLIT_SECRET_RUN = 6;

/** Most partial secrets remembered across string boundaries at once. */
const MAX_SUSPENDED = 64;

interface PartialMatch {
  pattern: string;
  /** Characters of `pattern` matched so far, across pieces and strings. */
  matched: number;
}

interface Active extends PartialMatch {
  /** Where in the current piece this match's characters begin (0 when it began before). */
  startInPiece: number;
  origin?: PartialMatch;
}

/** Masks, piece by piece, a secret a stream delivers in parts (see `createSplitSecretScanner`). */
export interface SplitSecretScanner {
  /** The next piece with every character that belongs to a secret (as far as can be told yet) `*`. */
  scan(piece: string): string;
}

/**
 * A scanner over one stream of pieces (network reads, SSE events, deltas), each given as text of
 * one character per byte (`latin1` over UTF-8), so a masked piece keeps its byte length. It finds
 * each pattern whole across piece boundaries, and masks a run of at least
 * {@link MIN_SPLIT_SECRET_RUN} characters that may still become one (the piece is stored before
 * the next arrives). With `quoted`, the pieces are JSON: a run that reaches the end of a string is
 * remembered and continued by a later string that goes on with the secret, as a key streamed
 * three characters per event arrives as `"sk-"`, `"abc"`, … in consecutive events.
 */
export function createSplitSecretScanner(
  patterns: readonly string[],
  { quoted }: { quoted: boolean },
): SplitSecretScanner {
  const byFirst = new Map<string, string[]>();
  for (const pattern of new Set(patterns)) {
    const first = pattern[0];
    if (first === undefined) continue;
    byFirst.set(first, [...(byFirst.get(first) ?? []), pattern]);
  }
  /** Characters that can change the state: a quote, a backslash, or a pattern's first one. */
  const notable = new Set([...byFirst.keys(), ...(quoted ? ['"', "\\"] : [])]);
  let active: Active[] = [];
  let suspended: PartialMatch[] = [];
  let escaped = false;
  let atStringStart = false;

  /** Remembers a run that reached the end of a string; the run it continued stays remembered too, as another string may be the one that goes on with it. */
  function suspend(match: Active): void {
    suspended = suspended.filter(
      (kept) => !(kept.pattern === match.pattern && kept.matched === match.matched),
    );
    suspended.push({ pattern: match.pattern, matched: match.matched });
    if (suspended.length > MAX_SUSPENDED) suspended = suspended.slice(-MAX_SUSPENDED);
  }

  return {
    scan(piece) {
      if (byFirst.size === 0) return piece;
      const masked = new Uint8Array(piece.length);
      const mark = (from: number, to: number) => masked.fill(1, from, to);
      for (let index = 0; index < piece.length; index += 1) {
        const character = piece[index] as string;
        if (active.length === 0 && !atStringStart && !notable.has(character)) {
          escaped = false;
          continue;
        }
        if (quoted && character === '"' && !escaped) {
          for (const match of active) {
            if (match.matched >= MIN_SPLIT_SECRET_RUN) mark(match.startInPiece, index);
            suspend(match);
          }
          active = [];
          atStringStart = true;
          continue;
        }
        escaped = quoted && character === "\\" && !escaped;
        const next: Active[] = [];
        for (const match of active) {
          if (match.pattern[match.matched] === character) {
            next.push({ ...match, matched: match.matched + 1 });
          }
        }
        if (atStringStart) {
          atStringStart = false;
          for (const partial of suspended) {
            if (partial.pattern[partial.matched] === character) {
              next.push({
                ...partial,
                matched: partial.matched + 1,
                startInPiece: index,
                origin: partial,
              });
            }
          }
        }
        for (const pattern of byFirst.get(character) ?? []) {
          next.push({ pattern, matched: 1, startInPiece: index });
        }
        active = [];
        for (const match of next) {
          if (match.matched < match.pattern.length) {
            active.push(match);
            continue;
          }
          mark(match.startInPiece, index + 1);
          suspended = suspended.filter((kept) => kept !== match.origin);
        }
      }
      for (const match of active) {
        if (match.matched >= MIN_SPLIT_SECRET_RUN) mark(match.startInPiece, piece.length);
        match.startInPiece = 0;
      }
      if (!masked.includes(1)) return piece;
      let result = "";
      for (let index = 0; index < piece.length; index += 1) {
        result += masked[index] ? "*" : piece[index];
      }
      return result;
    },
  };
}
