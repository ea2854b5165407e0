import { ignoredKeyword, schemaArrayKeyword, schemaMapKeyword } from "@cfworker/json-schema";
import type { JsonSchema } from "./schema-form-ref";
import { unicodePattern } from "./unicode-pattern";

/** A copy of a server's schema whose patterns compile with the `u` flag, and where each of its parts went. */
export interface UnicodeSchema {
  schema: JsonSchema;
  /** Each object of the original schema → its counterpart in the copy. */
  copies: Map<object, object>;
}

/** How a keyword's value is read: a schema, a list or map of schemas, or data left as it is. */
type Reading = "schema" | "schema-list" | "schema-map" | "data";

const unicodeSchemas = new WeakMap<object, UnicodeSchema | null>();
const originals = new WeakMap<object, object>();

/**
 * A deep copy of `schema` with each `pattern` and `patternProperties` key that is valid only
 * without the `u` flag rewritten for it (see `unicodePattern`), so @cfworker/json-schema can
 * check the schema; undefined when no pattern needs that (the schema is then used as it is).
 * Made once per schema object; the original is never changed, since the page shows it as the
 * server sent it.
 */
export function unicodeSchema(schema: JsonSchema): UnicodeSchema | undefined {
  if (typeof schema !== "object") return undefined;
  const known = unicodeSchemas.get(schema);
  if (known !== undefined) return known ?? undefined;
  const made = needsRewrite(schema, new Set()) ? copyOf(schema) : undefined;
  unicodeSchemas.set(schema, made ?? null);
  return made;
}

/** The server's own part a part of a `unicodeSchema` copy was made from; any other value as it is. */
export function originalPart(part: unknown): unknown {
  return part !== null && typeof part === "object" ? (originals.get(part) ?? part) : part;
}

function copyOf(schema: JsonSchema & object): UnicodeSchema {
  const copies = new Map<object, object>();
  return { schema: copyNode(schema, true, copies) as JsonSchema, copies };
}

/** How @cfworker/json-schema's `dereference` reads a keyword: the same parts are schemas here. */
function readingOf(key: string, value: unknown): Reading {
  if (ignoredKeyword[key]) return "data";
  if (Array.isArray(value)) return schemaArrayKeyword[key] ? "schema-list" : "data";
  if (schemaMapKeyword[key]) return "schema-map";
  return "schema";
}

/** A pattern as the copy writes it: rewritten when only the looser reading accepts it. */
function rewritten(pattern: string): string {
  return unicodePattern(pattern) ?? pattern;
}

function needsRewrite(node: unknown, seen: Set<object>): boolean {
  if (node === null || typeof node !== "object" || Array.isArray(node) || seen.has(node)) {
    return false;
  }
  seen.add(node);
  return Object.entries(node).some(([key, value]) => {
    if (key === "pattern") return typeof value === "string" && rewritten(value) !== value;
    switch (readingOf(key, value)) {
      case "schema":
        return needsRewrite(value, seen);
      case "schema-list":
        return (value as unknown[]).some((part) => needsRewrite(part, seen));
      case "schema-map":
        return (
          value !== null &&
          typeof value === "object" &&
          Object.entries(value).some(
            ([name, part]) =>
              (key === "patternProperties" && rewritten(name) !== name) || needsRewrite(part, seen),
          )
        );
      default:
        return false;
    }
  });
}

/** A deep copy of a node; `asSchema` says whether its keys are schema keywords. */
function copyNode(node: unknown, asSchema: boolean, copies: Map<object, object>): unknown {
  if (node === null || typeof node !== "object") return node;
  const known = copies.get(node);
  if (known) return known;
  if (Array.isArray(node)) {
    const list: unknown[] = [];
    remember(node, list, copies);
    for (const part of node) list.push(copyNode(part, asSchema, copies));
    return list;
  }
  const copy: Record<string, unknown> = {};
  remember(node, copy, copies);
  for (const [key, value] of Object.entries(node)) {
    if (!asSchema) copy[key] = copyNode(value, false, copies);
    else if (key === "pattern" && typeof value === "string") copy[key] = rewritten(value);
    else if (readingOf(key, value) === "schema-map") {
      copy[key] = copyMap(value, key === "patternProperties", copies);
    } else copy[key] = copyNode(value, readingOf(key, value) !== "data", copies);
  }
  return copy;
}

/** A copy of `properties`, `$defs`, …: each value a schema, and `patternProperties` keys rewritten. */
function copyMap(map: unknown, patternKeys: boolean, copies: Map<object, object>): unknown {
  if (map === null || typeof map !== "object") return map;
  const known = copies.get(map);
  if (known) return known;
  const copy: Record<string, unknown> = {};
  remember(map, copy, copies);
  for (const [name, part] of Object.entries(map)) {
    const key = patternKeys && !Object.hasOwn(map, rewritten(name)) ? rewritten(name) : name;
    copy[key] = copyNode(part, true, copies);
  }
  return copy;
}

function remember(original: object, copy: object, copies: Map<object, object>): void {
  copies.set(original, copy);
  originals.set(copy, original);
}
