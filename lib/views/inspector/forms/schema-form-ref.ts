/** A JSON Schema as tools send it: an object of keywords, or `true`/`false`. */
export type JsonSchema = { [keyword: string]: unknown } | boolean;

/** A schema object (never `true`/`false`): what the form and the checker read keywords from. */
export type SchemaObject = { [keyword: string]: unknown };

/** How many `$ref`s one lookup follows before it calls the chain a cycle. */
const MAX_REF_HOPS = 32;

/** What following a schema's `$ref`s found: the schema they lead to, or why they lead nowhere. */
export interface ResolvedSchema {
  schema: SchemaObject;
  /** Set when a `$ref` points nowhere or the chain loops back on itself. */
  error?: string;
}

/**
 * Follows `schema`'s `$ref` (a local JSON Pointer: `#`, `#/$defs/x`, `#/definitions/x`, …) into
 * `root` until it reaches a schema without one. Keywords beside a `$ref` are kept (they win over
 * the referenced schema's). A chain that loops or points outside the document answers an error
 * and an empty schema, so a caller never recurses for ever.
 */
export function resolveSchema(schema: JsonSchema | undefined, root: JsonSchema): ResolvedSchema {
  let current = asObject(schema);
  const seen = new Set<string>();
  let merged: SchemaObject = {};
  for (let hops = 0; hops <= MAX_REF_HOPS; hops += 1) {
    const ref = current.$ref;
    if (typeof ref !== "string") return { schema: { ...current, ...merged } };
    const { $ref: _ref, ...siblings } = current;
    merged = { ...siblings, ...merged };
    if (seen.has(ref)) {
      return { schema: merged, error: `$ref "${ref}" refers back to itself (a cycle)` };
    }
    seen.add(ref);
    const target = lookUpPointer(root, ref);
    if (target === undefined) {
      return { schema: merged, error: `$ref "${ref}" points to nothing in the schema` };
    }
    current = asObject(target);
  }
  return { schema: merged, error: `more than ${MAX_REF_HOPS} $refs in a row` };
}

/** A schema as an object of keywords: `true` (and a missing schema) is `{}`, `false` is `{ not: {} }`. */
export function asObject(schema: JsonSchema | unknown): SchemaObject {
  if (schema === false) return { not: {} };
  if (schema !== null && typeof schema === "object" && !Array.isArray(schema)) {
    return schema as SchemaObject;
  }
  return {};
}

/** The value a local `$ref` (`#/…`, a JSON Pointer with `~0`/`~1` escapes) names in `root`. */
export function lookUpPointer(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith("#")) return undefined;
  const pointer = decodeURIComponent(ref.slice(1));
  if (pointer === "") return root;
  if (!pointer.startsWith("/")) return undefined;
  let node: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node === undefined ? undefined : (node as JsonSchema);
}
