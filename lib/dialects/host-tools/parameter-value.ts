import { errorMessage } from "@/lib/errors";
import { tooDeepPath, tooDeepReason } from "@/lib/json/json-depth";
import type { HostToolParameter } from "./catalogue";

/** A parameter's JSON, or a message saying where and why it is not the JSON it should be. */
export type JsonParameterResult = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * A parameter's text as the dialect reads it: one-line values (names, paths, URIs) fully trimmed,
 * everything else with only the leading and trailing newline removed, so file content stays exact.
 */
export function trimParameterValue(parameter: HostToolParameter, raw: string): string {
  if (parameter.kind === "line") return raw.trim();
  return raw.replace(/^\r?\n/, "").replace(/\r?\n$/, "");
}

/**
 * Parses a JSON parameter (`arguments`, `options`) and checks its shape, with errors located by
 * line and column in the value, e.g. `arguments is not valid JSON: Unexpected token } at line 1 column 44`.
 */
export function parseJsonParameter(
  parameter: HostToolParameter,
  text: string,
): JsonParameterResult {
  const expected = parameter.kind === "json-array" ? "a JSON array" : "a JSON object";
  if (text.trim() === "") {
    return { ok: false, error: `${parameter.name} is empty; expected ${expected}` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = errorMessage(error);
    return {
      ok: false,
      error: `${parameter.name} is not valid JSON: ${describeJsonError(text, message)}`,
    };
  }
  const deep = tooDeepPath(value);
  if (deep !== undefined) return { ok: false, error: `${parameter.name} ${tooDeepReason(deep)}` };
  if (parameter.kind === "json-array") {
    if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
      return {
        ok: false,
        error: `${parameter.name} must be a JSON array of strings, got ${describeJsonType(value)}`,
      };
    }
  } else if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      error: `${parameter.name} must be a JSON object, got ${describeJsonType(value)}`,
    };
  }
  return { ok: true, value };
}

/** Rewrites V8's "... in JSON at position N" into the offending character with a line and column. */
function describeJsonError(text: string, message: string): string {
  const located = /^(.*?) in JSON at position (\d+)/.exec(message);
  if (!located) return message.replace(/\.$/, "");
  const reason = located[1] ?? "";
  const position = Number(located[2]);
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n");
  const character = text.charAt(position);
  const where = `at line ${line} column ${column}`;
  if (character === "") return `Unexpected end of JSON input ${where}`;
  const shown = /\s/.test(character) ? JSON.stringify(character) : character;
  const detail = reason.startsWith("Unexpected token") ? "" : ` (${lowerFirst(reason)})`;
  return `Unexpected token ${shown} ${where}${detail}`;
}

function describeJsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
