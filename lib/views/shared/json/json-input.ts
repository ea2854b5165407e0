import { errorMessage } from "@/lib/errors";

/** Text read as JSON: the value, or where and why it is not JSON. */
export type JsonInput =
  | { ok: true; value: unknown }
  | { ok: false; message: string; line: number; column: number; offset: number };

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Walks JSON text just far enough to say where it first goes wrong (the browser's message varies). */
function scan(text: string): void {
  let index = 0;
  const fail = (expected: string): never => {
    const found = index < text.length ? `'${text[index]}'` : "the end of the text";
    throw new JsonSyntaxError(`expected ${expected}, found ${found}`, index);
  };
  const space = () => {
    while (index < text.length && " \t\n\r".includes(text[index] as string)) index += 1;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, index)) index += word.length;
    else fail("a value");
  };
  const string = () => {
    index += 1;
    while (index < text.length) {
      const char = text[index] as string;
      if (char === '"') {
        index += 1;
        return;
      }
      if (char === "\\") {
        const next = text[index + 1];
        if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) index += 6;
        else if (next !== undefined && '"\\/bfnrt'.includes(next)) index += 2;
        else {
          index += 1;
          fail("an escape such as \\n or \\u0041");
        }
      } else if (char < " ") fail("no control character in a string (write \\n for a new line)");
      else index += 1;
    }
    fail("'\"' to close the string");
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index));
    if (!match) fail("a value");
    index += (match as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    space();
    const char = text[index];
    if (char === "{") object();
    else if (char === "[") array();
    else if (char === '"') string();
    else if (char === "t") literal("true");
    else if (char === "f") literal("false");
    else if (char === "n") literal("null");
    else if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) number();
    else fail("a value");
  };
  const object = () => {
    index += 1;
    space();
    if (text[index] === "}") {
      index += 1;
      return;
    }
    for (;;) {
      space();
      if (text[index] !== '"') fail("a property name in double quotes");
      string();
      space();
      if (text[index] !== ":") fail("':' after the property name");
      index += 1;
      value();
      space();
      if (text[index] === ",") index += 1;
      else if (text[index] === "}") {
        index += 1;
        return;
      } else fail("',' or '}'");
    }
  };
  const array = () => {
    index += 1;
    space();
    if (text[index] === "]") {
      index += 1;
      return;
    }
    for (;;) {
      value();
      space();
      if (text[index] === ",") index += 1;
      else if (text[index] === "]") {
        index += 1;
        return;
      } else fail("',' or ']'");
    }
  };
  value();
  space();
  if (index < text.length) fail("the end of the text");
}

/** Line and column (both from 1) of an offset in the text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** Reads the text as JSON; a mistake is located by line and column and said in words. */
export function readJsonInput(text: string): JsonInput {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (parseError) {
    let message = errorMessage(parseError);
    let offset = text.length;
    try {
      scan(text);
    } catch (error) {
      if (error instanceof JsonSyntaxError) {
        message = error.message;
        offset = error.offset;
      }
    }
    const { line, column } = lineAndColumn(text, offset);
    return {
      ok: false,
      message: `line ${line}, column ${column}: ${message}`,
      line,
      column,
      offset,
    };
  }
}

/**
 * Reads a JSON-RPC `params` editor: empty means no params; anything else must be a JSON object
 * (the MCP methods all take one).
 */
export function readParamsInput(text: string): JsonInput {
  if (text.trim() === "") return { ok: true, value: undefined };
  const input = readJsonInput(text);
  if (!input.ok) return input;
  const value = input.value;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const start = text.length - text.trimStart().length;
    const { line, column } = lineAndColumn(text, start);
    return {
      ok: false,
      message: `line ${line}, column ${column}: params must be a JSON object ({ … }), not ${Array.isArray(value) ? "an array" : value === null ? "null" : typeof value}`,
      line,
      column,
      offset: start,
    };
  }
  return input;
}
