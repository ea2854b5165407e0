import { type JsonInput, readJsonInput } from "@/lib/views/shared/json/json-input";

/** Raw JSON text read: the value, or where and why it does not parse. */
export type JsonTextResult = JsonInput;

/**
 * Parses the raw JSON editor's text; a failure names its line and column (1-based) and why, as
 * every JSON field of the page does (`readJsonInput`). Empty text is a failure too: a tool's
 * arguments are an object.
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
  return readJsonInput(text);
}

/** The JSON a form value is shown as in the raw editor (two-space indent; nothing is `{}`). */
export function formatJsonText(value: unknown): string {
  return JSON.stringify(value === undefined ? {} : value, null, 2);
}
