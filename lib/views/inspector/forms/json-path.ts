/** A place in a JSON value: property names and array indexes from the root. */
export type JsonPath = ReadonlyArray<string | number>;

/** A path as people read it: `$`, `$.user.name`, `$.items[2]`, `$["a b"]`. */
export function formatJsonPath(path: JsonPath): string {
  let text = "$";
  for (const part of path) {
    if (typeof part === "number") text += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) text += `.${part}`;
    else text += `[${JSON.stringify(part)}]`;
  }
  return text;
}

/**
 * The path a JSON Pointer fragment names in `value` (`#/items/0/name` → `["items", 0, "name"]`,
 * its `~0`/`~1` and percent escapes undone), an array's index as a number, as the form's fields
 * are addressed.
 */
export function pathOfPointer(pointer: string, value: unknown): JsonPath {
  const body = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (body === "") return [];
  const path: Array<string | number> = [];
  let node: unknown = value;
  for (const raw of body.slice(1).split("/")) {
    const key = decodePart(raw);
    if (Array.isArray(node) && /^\d+$/.test(key)) {
      const index = Number(key);
      path.push(index);
      node = node[index];
    } else {
      path.push(key);
      node = node !== null && typeof node === "object" ? Reflect.get(node, key) : undefined;
    }
  }
  return path;
}

/** The value at `path` inside `value`, or `undefined` when the path leads nowhere. */
export function valueAtPath(value: unknown, path: JsonPath): unknown {
  let node = value;
  for (const part of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = Reflect.get(node, part);
  }
  return node;
}

/** One pointer segment as the key it names: percent escapes, then `~1` and `~0`, undone. */
export function decodePart(raw: string): string {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    text = raw;
  }
  return text.replaceAll("~1", "/").replaceAll("~0", "~");
}
