/**
 * The deepest nesting of objects and arrays Loupe reads from outside (a request body, a JSON-RPC
 * message, a model's frame, a tool call's arguments). Real messages nest a few dozen levels; past
 * this, recursive code (`JSON.stringify`, masking, validation, rendering) could overflow the stack.
 */
export const MAX_JSON_DEPTH = 128;

/** Path segments shown when a too-deep value is located; the rest is elided. */
const SHOWN_SEGMENTS = 8;

interface Visit {
  value: object;
  depth: number;
  key: string | number;
  parent: Visit | undefined;
}

/** Whether a value is an object or an array: something JSON nests. */
function isContainer(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

function segmentOf(key: string | number): string {
  if (typeof key === "number") return `[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

function pathOf(visit: Visit): string {
  const segments: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent)
    segments.push(segmentOf(at.key));
  segments.reverse();
  const shown = segments.slice(0, SHOWN_SEGMENTS).join("").replace(/^\./, "");
  return segments.length > SHOWN_SEGMENTS ? `${shown}…` : shown || "the top level";
}

/**
 * Where a JSON value first nests deeper than `maxDepth` objects and arrays (a path such as
 * `result.content[0]…`), or undefined when it does not. Walks with its own stack, so a value
 * nested a million levels is measured without overflowing the call stack.
 */
export function tooDeepPath(value: unknown, maxDepth: number = MAX_JSON_DEPTH): string | undefined {
  if (!isContainer(value)) return undefined;
  const stack: Visit[] = [{ value, depth: 1, key: "", parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    if (visit.depth > maxDepth) return pathOf(visit);
    const depth = visit.depth + 1;
    if (Array.isArray(visit.value)) {
      visit.value.forEach((item: unknown, index) => {
        if (isContainer(item)) stack.push({ value: item, depth, key: index, parent: visit });
      });
      continue;
    }
    const record = visit.value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (isContainer(item)) stack.push({ value: item, depth, key, parent: visit });
    }
  }
  return undefined;
}

/** The sentence that says a value nests too deep, and where: for located error messages. */
export function tooDeepReason(path: string): string {
  return `nests deeper than ${MAX_JSON_DEPTH} levels of objects and arrays (at ${path}); Loupe reads JSON at most ${MAX_JSON_DEPTH} levels deep`;
}

interface Frame {
  items: unknown[];
  keys: string[] | undefined;
  index: number;
}

/**
 * `JSON.stringify` for a value of any depth (as `JSON.parse` gives them), with its own stack:
 * the text a too-deep value is kept as.
 */
export function stringifyDeepJson(value: unknown): string {
  const pieces: string[] = [];
  const stack: Frame[] = [];
  const open = (item: unknown): void => {
    if (Array.isArray(item)) {
      pieces.push("[");
      stack.push({ items: item, keys: undefined, index: 0 });
    } else if (isContainer(item)) {
      const record = item as Record<string, unknown>;
      const keys = Object.keys(record).filter((key) => record[key] !== undefined);
      pieces.push("{");
      stack.push({ items: keys.map((key) => record[key]), keys, index: 0 });
    } else {
      pieces.push(JSON.stringify(item) ?? "null");
    }
  };
  open(value);
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    if (frame.index === frame.items.length) {
      pieces.push(frame.keys ? "}" : "]");
      stack.pop();
      continue;
    }
    if (frame.index > 0) pieces.push(",");
    if (frame.keys) pieces.push(`${JSON.stringify(frame.keys[frame.index])}:`);
    const item = frame.items[frame.index];
    frame.index += 1;
    open(item);
  }
  return pieces.join("");
}

/**
 * The value with every part nested past `maxDepth` kept as its JSON text (a string in place of
 * the object or array), so it can be stored, answered and shown as a tree down to that depth and
 * as text below; the same reference when nothing nests that deep.
 */
export function capJsonDepth<Value>(value: Value, maxDepth: number = MAX_JSON_DEPTH): Value {
  if (tooDeepPath(value, maxDepth) === undefined) return value;
  return capped(value, 1, maxDepth) as Value;
}

function capped(value: unknown, depth: number, maxDepth: number): unknown {
  if (!isContainer(value)) return value;
  const child = (item: unknown): unknown => {
    if (depth < maxDepth) return capped(item, depth + 1, maxDepth);
    return isContainer(item) ? stringifyDeepJson(item) : item;
  };
  if (Array.isArray(value)) return value.map(child);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, child(item)]));
}
