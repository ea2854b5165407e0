/** Raw JSON text read: the value, or where and why it does not parse. */
export type JsonTextResult =
  | { ok: true; value: unknown }
  | { ok: false; message: string; line: number; column: number; offset: number };

/**
 * Parses the raw JSON editor's text. A failure names its line and column (1-based), read from
 * the engine's message (V8's "at position N", Firefox's "at line L column C") or, when the
 * message names neither (an unexpected end), the end of the text.
 */
export function parseJsonText(text: string): JsonTextResult {
  if (text.trim() === "") {
    return {
      ok: false,
      message: "The JSON is empty; write an object such as {}.",
      line: 1,
      column: 1,
      offset: 0,
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const offset = errorOffset(raw, text);
    const { line, column } = lineAndColumn(text, offset);
    const reason = raw
      .replace(/^JSON\.parse: /, "")
      .replace(/ (in JSON )?at position \d+.*$/, "")
      .replace(/ at line \d+ column \d+ of the JSON data$/, "")
      .replace(/, ".*" is not valid JSON$/s, "");
    return {
      ok: false,
      message: `${reason} (line ${line}, column ${column})`,
      line,
      column,
      offset,
    };
  }
}

/** The JSON a form value is shown as in the raw editor (two-space indent; nothing is `{}`). */
export function formatJsonText(value: unknown): string {
  return JSON.stringify(value === undefined ? {} : value, null, 2);
}

/** The 1-based line and column of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

function errorOffset(message: string, text: string): number {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split("\n");
    const line = Number(lineColumn[1]);
    const before = lines.slice(0, line - 1).reduce((sum, part) => sum + part.length + 1, 0);
    return before + Number(lineColumn[2]) - 1;
  }
  const position = /position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  return scanForError(text);
}

/** Where a JSON text first goes wrong, found by walking it (for messages that name no place). */
export function scanForError(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && " \t\n\r".includes(text[at] as string)) at += 1;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[at] !== char) fail();
      at += 1;
    }
  };
  const string = () => {
    at += 1;
    while (at < text.length && text[at] !== '"') {
      const char = text[at] as string;
      if (char < " ") fail();
      at += char === "\\" ? 2 : 1;
    }
    if (at >= text.length) fail();
    at += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail();
    at += (match as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === "{") members("}", true);
    else if (char === "[") members("]", false);
    else if (char === '"') string();
    else if (char === "t") literal("true");
    else if (char === "f") literal("false");
    else if (char === "n") literal("null");
    else number();
  };
  const members = (close: string, keyed: boolean) => {
    at += 1;
    space();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      if (keyed) {
        space();
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ":") fail();
        at += 1;
      }
      value();
      space();
      if (text[at] === ",") {
        at += 1;
        continue;
      }
      if (text[at] === close) {
        at += 1;
        return;
      }
      fail();
    }
  };
  try {
    value();
    space();
    return Math.min(at, text.length);
  } catch (offset) {
    return typeof offset === "number" ? Math.min(offset, text.length) : text.length;
  }
}
