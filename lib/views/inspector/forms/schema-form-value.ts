import type { JsonPath } from "./json-path";
import { describeField } from "./schema-form";
import type { JsonSchema } from "./schema-form-ref";

/** How deep default values are built into a recursive schema. */
const MAX_DEFAULT_DEPTH = 8;

/**
 * The value a form starts with: the schema's `default` (copied), its `const`, and for an object
 * its properties' defaults, with required objects, arrays and booleans filled in; a required
 * string or number without a default stays empty, so the check says it is missing.
 */
export function initialValue(schema: JsonSchema | undefined, root: JsonSchema, depth = 0): unknown {
  const field = describeField(schema, root);
  if (field.schema.default !== undefined) return structuredClone(field.schema.default);
  if (field.kind === "const") return structuredClone(field.constValue);
  if (depth > MAX_DEFAULT_DEPTH) return undefined;
  if (field.kind === "object") {
    const value: Record<string, unknown> = {};
    for (const property of field.properties) {
      const child = describeField(property.schema, root);
      const wanted =
        child.schema.default !== undefined ||
        child.kind === "const" ||
        (property.required && ["object", "array", "choices", "boolean"].includes(child.kind));
      if (!wanted) continue;
      const childValue = initialValue(property.schema, root, depth + 1);
      if (childValue !== undefined) value[property.name] = childValue;
    }
    return value;
  }
  if (field.kind === "array" || field.kind === "choices") return [];
  if (field.kind === "boolean") return false;
  return undefined;
}

/**
 * A fresh value for a new array item, a new key/value row or a newly picked variant: like
 * {@link initialValue}, but never empty (`""`, `0`, `false`, `null`, the first choice).
 */
export function blankValue(schema: JsonSchema | undefined, root: JsonSchema, depth = 0): unknown {
  const initial = initialValue(schema, root, depth);
  if (initial !== undefined) return initial;
  const field = describeField(schema, root);
  switch (field.kind) {
    case "string":
      return "";
    case "number":
    case "integer":
      return typeof field.schema.minimum === "number" ? field.schema.minimum : 0;
    case "enum":
      return structuredClone(field.options[0]);
    case "variants":
      return depth > MAX_DEFAULT_DEPTH
        ? null
        : blankValue(field.variants[0]?.schema, root, depth + 1);
    default:
      return null;
  }
}

/** The value at `path` inside `value` (undefined when the path leads nowhere). */
export function valueAt(value: unknown, path: JsonPath): unknown {
  let node = value;
  for (const part of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/**
 * A copy of `value` with `next` at `path` (objects and arrays made on the way). `undefined`
 * removes an object's key; the original is never changed.
 */
export function setValueAt(value: unknown, path: JsonPath, next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (typeof head === "number") {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = setValueAt(list[head], rest, next);
    return list;
  }
  const record =
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  const child = setValueAt(record[head], rest, next);
  if (child === undefined) delete record[head];
  else record[head] = child;
  return record;
}

/** A copy with the array at `path` changed by `change` (a new array; never the old one). */
export function updateList(
  value: unknown,
  path: JsonPath,
  change: (list: unknown[]) => unknown[],
): unknown {
  const current = valueAt(value, path);
  return setValueAt(value, path, change(Array.isArray(current) ? [...current] : []));
}

/** The array with the item at `from` moved to `to` (out-of-range moves change nothing). */
export function moveItem(list: unknown[], from: number, to: number): unknown[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * A copy of the object at `path` with key `from` renamed to `to`, keeping its place among the
 * keys. Renaming onto a key that exists changes nothing (answers the same value).
 */
export function renameKey(value: unknown, path: JsonPath, from: string, to: string): unknown {
  const current = valueAt(value, path);
  if (current === null || typeof current !== "object" || Array.isArray(current)) return value;
  const record = current as Record<string, unknown>;
  if (from === to || Object.hasOwn(record, to)) return value;
  const next: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) next[key === from ? to : key] = child;
  return setValueAt(value, path, next);
}

/** A key not yet in the object, for a new key/value row: `key`, `key2`, … */
export function freshKey(record: unknown): string {
  const taken = record !== null && typeof record === "object" ? Object.keys(record) : [];
  let index = 1;
  while (taken.includes(index === 1 ? "key" : `key${index}`)) index += 1;
  return index === 1 ? "key" : `key${index}`;
}

/**
 * Reads a number box's text: empty is no value, a number is that number, anything else is kept
 * as text so the check can point at it rather than losing what was typed.
 */
export function readNumberInput(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
}
