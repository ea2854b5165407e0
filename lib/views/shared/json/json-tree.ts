import { capJsonDepth } from "@/lib/json/json-depth";

/** One step of a path into a JSON value: an object's key or an array's index. */
export type JsonPathSegment = string | number;

/**
 * One line of a JSON value pretty-printed with two-space indentation (as `JSON.stringify(value,
 * null, 2)` prints it). An object or array that is not empty takes an `open` line, its children
 * and a `close` line; everything else is one `leaf` line.
 */
export interface JsonLine {
  kind: "open" | "close" | "leaf";
  depth: number;
  /** The line without its indentation: `"latitude": 40.7128,`, `"params": {`, `},`. */
  text: string;
  /** Where `text` starts in the whole pretty-printed document (see `jsonDocument`). */
  offset: number;
  /** The path of the value the line opens, closes or holds; `[]` is the root. */
  path: JsonPathSegment[];
  /** The value the line opens or holds (close lines: the value they close). */
  value: unknown;
  /** Open lines: the index of the matching close line. */
  closeIndex?: number;
  /** Open lines: how many keys or items the value holds. */
  size?: number;
  /** Open lines: an object or an array. */
  container?: "object" | "array";
}

/** A JSON value as lines to render and fold, and the pretty-printed text they come from. */
export interface JsonDocument {
  lines: JsonLine[];
  /** The lines with their indentation, joined by `\n`: the text to highlight. */
  text: string;
}

/**
 * Prints a JSON value line by line, each line knowing its path and depth, so a viewer can fold
 * objects and arrays and copy any value or its path. Values JSON cannot hold are dropped (or
 * become `null` in arrays), exactly as `JSON.stringify` does; parts nested past `MAX_JSON_DEPTH`
 * are shown as their JSON text, so no value overflows the stack.
 */
export function jsonDocument(value: unknown): JsonDocument {
  const plain: unknown = JSON.parse(JSON.stringify(capJsonDepth(value)) ?? "null");
  const lines: JsonLine[] = [];
  let offset = 0;
  const push = (line: Omit<JsonLine, "offset">) => {
    offset += line.depth * 2;
    lines.push({ ...line, offset });
    offset += line.text.length + 1;
  };
  const walk = (
    node: unknown,
    path: JsonPathSegment[],
    depth: number,
    prefix: string,
    comma: string,
  ) => {
    const entries = containerEntries(node);
    if (!entries || entries.length === 0) {
      push({
        kind: "leaf",
        depth,
        text: `${prefix}${JSON.stringify(node)}${comma}`,
        path,
        value: node,
      });
      return;
    }
    const container = Array.isArray(node) ? "array" : "object";
    const openIndex = lines.length;
    push({
      kind: "open",
      depth,
      text: `${prefix}${container === "array" ? "[" : "{"}`,
      path,
      value: node,
      size: entries.length,
      container,
    });
    entries.forEach(([key, child], index) => {
      const childPrefix = typeof key === "number" ? "" : `${JSON.stringify(key)}: `;
      const childComma = index < entries.length - 1 ? "," : "";
      walk(child, [...path, key], depth + 1, childPrefix, childComma);
    });
    const open = lines[openIndex];
    if (open) open.closeIndex = lines.length;
    push({
      kind: "close",
      depth,
      text: `${container === "array" ? "]" : "}"}${comma}`,
      path,
      value: node,
    });
  };
  walk(plain, [], 0, "", "");
  const text = lines.map((line) => `${"  ".repeat(line.depth)}${line.text}`).join("\n");
  return { lines, text };
}

function containerEntries(node: unknown): Array<[JsonPathSegment, unknown]> | undefined {
  if (Array.isArray(node)) return node.map((item, index) => [index, item]);
  if (node !== null && typeof node === "object") return Object.entries(node);
  return undefined;
}

/** A line to render: an open line whose value is folded stands for everything up to its close. */
export interface VisibleJsonLine {
  index: number;
  line: JsonLine;
  /** Set when the line is folded: the close line shown after the summary. */
  foldedClose?: JsonLine;
}

/** The lines left to render when the open lines at the indices in `folded` are folded. */
export function visibleJsonLines(
  lines: readonly JsonLine[],
  folded: ReadonlySet<number>,
): VisibleJsonLine[] {
  const visible: VisibleJsonLine[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    if (!line) break;
    if (line.kind === "open" && line.closeIndex !== undefined && folded.has(index)) {
      visible.push({ index, line, foldedClose: lines[line.closeIndex] });
      index = line.closeIndex + 1;
    } else {
      visible.push({ index, line });
      index += 1;
    }
  }
  return visible;
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A path as people write it: `params.arguments.latitude`, `content[0].text`,
 * `headers["content-type"]`; with `root`, as a JSONPath (`$.params.arguments.latitude`). The root
 * itself is `""`, or `$`.
 */
export function formatJsonPath(
  path: readonly JsonPathSegment[],
  { root = false }: { root?: boolean } = {},
): string {
  let text = root ? "$" : "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else if (identifier.test(segment)) text += text === "" ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}

/** The text a "copy value" gives: a string as it is, anything else as pretty-printed JSON. */
export function jsonValueText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value, null, 2) ?? "");
}

/** How a folded object or array is summed up: `3 keys`, `1 item`. */
export function foldSummary(line: Pick<JsonLine, "container" | "size">): string {
  const size = line.size ?? 0;
  const noun = line.container === "array" ? "item" : "key";
  return `${size} ${noun}${size === 1 ? "" : "s"}`;
}
