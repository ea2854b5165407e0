/**
 * Shortest run of a secret masked before the secret is seen whole. A secret streamed a few
 * characters per event shows at most this many characters less one, in the events that came
 * before the run was long enough to tell; shorter runs turn up by chance in ordinary text (a
 * random token's first three characters end some string of a long answer every few answers).
 */
export const MIN_SPLIT_SECRET_RUN = 6;

/** Most JSON fields (paths) at once with a partial secret waiting for their next string. */
const MAX_SUSPENDED_PATHS = 64;

/** Deepest JSON nesting tracked; deeper containers share the deepest path. */
const MAX_TRACKED_DEPTH = 64;

/** What JSON allows between its tokens. */
const jsonWhitespace = new Set([" ", "\t", "\n", "\r"]);

/** Longest object key kept to name a path (longer keys are cut). */
const MAX_KEY_LENGTH = 64;

interface PartialMatch {
  pattern: string;
  /** Characters of `pattern` matched so far, across pieces and strings. */
  matched: number;
}

interface Active extends PartialMatch {
  /** Where in the current piece this match's characters begin (0 when it began before). */
  startInPiece: number;
}

interface Frame {
  kind: "object" | "array";
  /** The key of the member being read (objects only). */
  key?: string;
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
 * the next arrives). A partial match goes on only with the very next characters of the stream,
 * and is dropped at the first one that does not go on with it. With `quoted`, the pieces are
 * JSON: a run that reaches the end of a string value goes on only at the start of the next string
 * value of the same field (`choices/[]/delta/content`), as a key streamed three characters per
 * event arrives as `"sk-"`, `"abc"`, … in consecutive events; that next value drops it when it
 * starts otherwise. Keys, other fields and what lies between strings never continue it.
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
  let active: Active[] = [];
  /** Partial secrets that ended a string value, by the path of its field. */
  const suspended = new Map<string, PartialMatch[]>();
  const frames: Frame[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringIsKey = false;
  let keyText = "";
  let valuePath = "";
  /** The suspended partials the string value being read may go on with, until its first character. */
  let resume: PartialMatch[] | undefined;
  /** The last character outside strings that is not whitespace. */
  let previous = "";

  const top = (): Frame | undefined => (depth <= MAX_TRACKED_DEPTH ? frames.at(-1) : undefined);
  const pathOf = (): string =>
    frames.map((frame) => (frame.kind === "array" ? "[]" : (frame.key ?? ""))).join("/");

  function suspend(path: string, partials: readonly PartialMatch[]): void {
    if (partials.length === 0) return;
    suspended.delete(path);
    suspended.set(path, [...partials]);
    if (suspended.size > MAX_SUSPENDED_PATHS) {
      const oldest = suspended.keys().next().value;
      if (oldest !== undefined) suspended.delete(oldest);
    }
  }

  /** Follows the JSON structure outside strings; true when `character` opened a string. */
  function structure(character: string): boolean {
    switch (character) {
      case '"': {
        inString = true;
        escaped = false;
        const frame = top();
        stringIsKey = previous === "{" || (previous === "," && frame?.kind === "object");
        keyText = "";
        if (!stringIsKey) {
          valuePath = pathOf();
          resume = suspended.get(valuePath);
          suspended.delete(valuePath);
        }
        return true;
      }
      case "{":
      case "[":
        depth += 1;
        if (depth <= MAX_TRACKED_DEPTH)
          frames.push({ kind: character === "{" ? "object" : "array" });
        break;
      case "}":
      case "]":
        if (depth > 0) {
          if (depth <= MAX_TRACKED_DEPTH) frames.pop();
          depth -= 1;
        }
        break;
    }
    if (!jsonWhitespace.has(character)) previous = character;
    return false;
  }

  function closeString(mark: (from: number, to: number) => void, index: number): void {
    inString = false;
    previous = '"';
    for (const match of active) {
      if (match.matched >= MIN_SPLIT_SECRET_RUN) mark(match.startInPiece, index);
    }
    if (stringIsKey) {
      const frame = top();
      if (frame?.kind === "object") frame.key = keyText;
    } else {
      suspend(valuePath, [...(resume ?? []), ...active]);
    }
    resume = undefined;
    active = [];
  }

  const skipper = plainRunEnd([...byFirst.keys(), ...(quoted ? ['"', "\\"] : [])]);

  return {
    scan(piece) {
      if (byFirst.size === 0) return piece;
      let masked: Uint8Array | undefined;
      const mark = (from: number, to: number) => {
        masked ??= new Uint8Array(piece.length);
        masked.fill(1, from, to);
      };
      for (let index = 0; index < piece.length; index += 1) {
        // A run that can neither start a secret nor end a string needs no look, one by one.
        if (
          active.length === 0 &&
          resume === undefined &&
          (quoted ? inString && !escaped && !stringIsKey : true)
        ) {
          const next = skipper(piece, index);
          if (next >= piece.length) break;
          index = next;
        }
        const character = piece[index] as string;
        if (quoted) {
          if (!inString) {
            if (structure(character)) {
              active = [];
              continue;
            }
          } else if (character === '"' && !escaped) {
            closeString(mark, index);
            continue;
          } else {
            escaped = character === "\\" && !escaped;
            if (stringIsKey && keyText.length < MAX_KEY_LENGTH) keyText += character;
          }
        }
        if (active.length === 0 && resume === undefined && !byFirst.has(character)) continue;
        const next: Active[] = [];
        for (const match of active) {
          if (match.pattern[match.matched] === character) {
            next.push({ ...match, matched: match.matched + 1 });
          }
        }
        for (const partial of resume ?? []) {
          if (partial.pattern[partial.matched] === character) {
            next.push({ ...partial, matched: partial.matched + 1, startInPiece: index });
          }
        }
        resume = undefined;
        for (const pattern of byFirst.get(character) ?? []) {
          next.push({ pattern, matched: 1, startInPiece: index });
        }
        active = [];
        for (const match of next) {
          if (match.matched < match.pattern.length) active.push(match);
          else mark(match.startInPiece, index + 1);
        }
      }
      for (const match of active) {
        if (match.matched >= MIN_SPLIT_SECRET_RUN) mark(match.startInPiece, piece.length);
        match.startInPiece = 0;
      }
      if (masked === undefined) return piece;
      let result = "";
      for (let index = 0; index < piece.length; index += 1) {
        result += masked[index] ? "*" : piece[index];
      }
      return result;
    },
  };
}

/** Finds, from an index, the next of these characters in a text (its length when none is left). */
function plainRunEnd(characters: readonly string[]): (text: string, from: number) => number {
  const escaped = characters.map(
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  const next = new RegExp(`[${escaped.join("")}]`, "g");
  return (text, from) => {
    next.lastIndex = from;
    return next.exec(text)?.index ?? text.length;
  };
}
