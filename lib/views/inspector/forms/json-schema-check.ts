import {
  dereference,
  format,
  type Schema,
  type SchemaDraft,
  validate,
} from "@cfworker/json-schema";
import { decodePart, type JsonPath } from "./json-path";
import { issuesOfErrors } from "./json-schema-messages";
import type { JsonSchema } from "./schema-form-ref";
import { originalPart, unicodeSchema } from "./unicode-schema";

/** One way a value breaks its schema: where, and why. */
export interface SchemaIssue {
  path: JsonPath;
  message: string;
}

/** A schema's `$ref` table, as @cfworker/json-schema builds it: absolute URI → schema. */
type RefLookup = Record<string, Schema | boolean>;

/**
 * What checking against one root schema needs once: the schema the validator reads (the root, or
 * its `unicodeSchema` copy), where the root's parts went in that copy, its draft, its `$ref`
 * table and base URI.
 */
interface Checker {
  schema: JsonSchema;
  copies?: Map<object, object>;
  draft: SchemaDraft;
  lookup: RefLookup;
  base?: URL;
}

/** A schema made ready to check: the one the validator reads, its draft and `$ref` table. */
interface Prepared {
  schema: Schema | boolean;
  draft: SchemaDraft;
  lookup: RefLookup;
}

/** The pointer a subschema from outside the root's tree is filed under in a copy of its table. */
const SUBSCHEMA_POINTER = "/loupe-subschema";

const checkers = new WeakMap<object, Checker>();
const subschemaLookups = new WeakMap<object, RefLookup>();

/**
 * Checks a value against a JSON Schema with @cfworker/json-schema (an interpreter: no `eval`, so
 * it runs under the page's Content-Security-Policy), in the draft its `$schema` names (2020-12
 * unless it says draft-04, draft-07 or 2019-09). `schema` may be a part of `root` (its `$ref`s
 * are read in `root`). A pattern written for the reading without the `u` flag (`^\d{3}\-\d{4}$`)
 * is checked as its author meant, on a copy (see `unicodeSchema`): the server's schema objects
 * are never changed. Answers every issue at its path, in words; an empty list means the value
 * fits. A schema the validator cannot use (a `$ref` to nothing, a loop, a bad pattern) is one
 * issue at the root instead of a thrown error.
 */
export function validateJson(
  value: unknown,
  schema: JsonSchema,
  root: JsonSchema = schema,
): SchemaIssue[] {
  try {
    const prepared = prepare(schema, root);
    const instance = asInstance(value);
    const result = validate(instance, prepared.schema, prepared.draft, prepared.lookup, false);
    if (result.valid) return [];
    return issuesOfErrors(result.errors, {
      instance,
      missing: value === undefined,
      schemaAt: (location) => originalPart(schemaAt(prepared.schema, location, prepared.lookup)),
    });
  } catch (error) {
    return [{ path: [], message: unusableSchema(error) }];
  }
}

/** Whether a value fits a schema (no issues); a schema that cannot be used fits nothing. */
export function fitsSchema(value: unknown, schema: JsonSchema, root: JsonSchema = schema): boolean {
  try {
    const { schema: used, draft, lookup } = prepare(schema, root);
    return validate(asInstance(value), used, draft, lookup, true).valid;
  } catch {
    return false;
  }
}

/** Whether `text` is in the named string `format` (`email`, `uri`, `date`, …); an unknown format fits. */
export function fitsFormat(name: string, text: string): boolean {
  const check = (format as Record<string, ((input: string) => boolean) | undefined>)[name];
  return check ? check(text) : true;
}

/** The draft a schema's `$schema` names; 2020-12 (MCP's default dialect) when it names none. */
export function draftOf(schema: JsonSchema): SchemaDraft {
  const declared =
    typeof schema === "object" && typeof schema.$schema === "string" ? schema.$schema : "";
  if (/draft-0[34]\b/.test(declared)) return "4";
  if (/draft-0[67]\b/.test(declared)) return "7";
  if (declared.includes("2019-09")) return "2019-09";
  return "2020-12";
}

/**
 * What the validator reads to check `schema` in `root`: the schemas themselves, or, when a
 * pattern in them needs the rewrite `unicodeSchema` makes, their copies (a part of `root` as its
 * counterpart in the root's copy, a schema from outside the root's tree as a copy of its own).
 */
function prepare(schema: JsonSchema, root: JsonSchema): Prepared {
  const checker = checkerFor(root);
  const used = (schema === root ? checker.schema : counterpart(schema, checker)) as Schema;
  return { schema: used, draft: checker.draft, lookup: lookupFor(used, checker) };
}

/** What to read for a part of the root (its copy's part) or a schema outside it (its own copy, if any). */
function counterpart(schema: JsonSchema, checker: Checker): JsonSchema {
  if (typeof schema !== "object") return schema;
  const part = checker.copies?.get(schema) as JsonSchema | undefined;
  return part ?? unicodeSchema(schema)?.schema ?? schema;
}

/** The root's checker, made once per schema object (the validator files its `$ref`s in it). */
function checkerFor(root: JsonSchema): Checker {
  if (typeof root !== "object") {
    return { schema: root, draft: "2020-12", lookup: dereference(root) };
  }
  const known = checkers.get(root);
  if (known) return known;
  const copy = unicodeSchema(root);
  const schema = (copy?.schema ?? root) as Schema;
  const lookup = dereference(schema);
  const uri = schema.__absolute_uri__;
  const checker: Checker = {
    schema,
    ...(copy ? { copies: copy.copies } : {}),
    draft: draftOf(root),
    lookup,
    ...(typeof uri === "string" ? { base: new URL(uri) } : {}),
  };
  checkers.set(root, checker);
  return checker;
}

/**
 * The `$ref` table to check `schema` with: the root's, when `schema` is the root or lies in its
 * tree; else a copy with `schema` filed in it, so its `#/…` refs still read the root.
 */
function lookupFor(schema: JsonSchema, checker: Checker): RefLookup {
  if (schema === checker.schema || typeof schema !== "object") return checker.lookup;
  if ((schema as Schema).__absolute_uri__ !== undefined) return checker.lookup;
  const known = subschemaLookups.get(schema);
  if (known) return known;
  const lookup: RefLookup = Object.assign(Object.create(null), checker.lookup);
  if (checker.base) dereference(schema as Schema, lookup, checker.base, SUBSCHEMA_POINTER);
  else dereference(schema as Schema, lookup);
  subschemaLookups.set(schema, lookup);
  return lookup;
}

/** The schema at a validator keyword location (`#/properties/a/$ref/items`), its `$ref`s followed. */
function schemaAt(start: Schema | boolean, location: string, lookup: RefLookup): unknown {
  const body = location.startsWith("#") ? location.slice(1) : location;
  let node: unknown = start;
  if (body === "") return node;
  for (const raw of body.slice(1).split("/")) {
    if (node === null || typeof node !== "object") return undefined;
    const part = decodePart(raw);
    if (part === "$ref") {
      const schema = node as Schema;
      node = lookup[schema.__absolute_ref__ ?? schema.$ref ?? ""];
    } else if (part === "$recursiveRef") {
      return undefined;
    } else {
      node = Reflect.get(node, part);
    }
  }
  return node;
}

/**
 * A value as the validator reads it: JSON, so properties left `undefined` are absent (as they
 * would be when sent) and an `undefined` item or root is checked as `null`.
 */
function asInstance(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(asInstance);
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (child !== undefined) copy[key] = asInstance(child);
    }
    return copy;
  }
  return value;
}

/** Why a schema could not be used, in one line. */
function unusableSchema(error: unknown): string {
  if (error instanceof RangeError) {
    return "the schema cannot be checked: a $ref refers back to itself (a cycle)";
  }
  const text = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
  const dangling = /^Unresolved \$ref "(.*)"\./.exec(text)?.[1];
  if (dangling !== undefined) {
    return `the schema cannot be checked: $ref "${dangling}" points to nothing in the schema`;
  }
  const pattern = /^Invalid regular expression: \/(.*)\/[a-z]*: /.exec(text)?.[1];
  if (pattern !== undefined) {
    return `the schema cannot be checked: its pattern /${pattern}/ is not a valid regular expression`;
  }
  return `the schema cannot be checked: ${text.trim()}`;
}
