/**
 * Reads text as a JSON object or array (what is worth a tree); anything else, scalars included,
 * is `undefined`, and is best shown as the text it is.
 */
export function parseJsonContainer(text: string): object | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    return value !== null && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Text that holds JSON: the lines before it (a tool result's heading) and the JSON itself. */
export interface JsonInText {
  heading: string;
  value: object;
}

/**
 * Finds the JSON object or array a text is, or ends with after some heading lines (a text
 * dialect's observation names the tool on a heading line, then gives the tool's text).
 */
export function jsonInText(text: string): JsonInText | undefined {
  const whole = parseJsonContainer(text);
  if (whole) return { heading: "", value: whole };
  let newline = text.indexOf("\n");
  while (newline >= 0) {
    const rest = text.slice(newline + 1);
    const value = /^\s*[[{]/.test(rest) ? parseJsonContainer(rest) : undefined;
    if (value) return { heading: text.slice(0, newline), value };
    newline = text.indexOf("\n", newline + 1);
  }
  return undefined;
}
