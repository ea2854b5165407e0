import { asObject, type JsonSchema, resolveSchema, type SchemaObject } from "./schema-form-ref";

/** A place in a JSON value: property names and array indexes from the root. */
export type JsonPath = ReadonlyArray<string | number>;

/** One way a value breaks its schema: where, and why. */
export interface SchemaIssue {
  path: JsonPath;
  message: string;
}

/** How deep the checker follows a value before it stops (a guard against runaway recursion). */
const MAX_DEPTH = 64;

/**
 * Checks a value against a JSON Schema (the draft-07 / 2020-12 keywords tools use: `type`,
 * `properties`, `required`, `additionalProperties`, `patternProperties`, `items`, `prefixItems`,
 * `enum`, `const`, `anyOf`, `oneOf`, `allOf`, `not`, `$ref` into `$defs`/`definitions`, the
 * numeric, string and array bounds, `pattern`, `uniqueItems`, `multipleOf`). Answers every issue
 * with its path; an empty list means the value fits. Unknown keywords and `format` are not
 * checked (formats are hints).
 */
export function validateJson(
  value: unknown,
  schema: JsonSchema,
  root: JsonSchema = schema,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  check(value, schema, root, [], issues, 0);
  return issues;
}

/** Whether a value fits a schema (no issues). */
export function fitsSchema(value: unknown, schema: JsonSchema, root: JsonSchema = schema): boolean {
  return validateJson(value, schema, root).length === 0;
}

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

/** The JSON type of a value as JSON Schema names it (`integer` only for whole numbers). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function check(
  value: unknown,
  rawSchema: JsonSchema | undefined,
  root: JsonSchema,
  path: JsonPath,
  issues: SchemaIssue[],
  depth: number,
): void {
  if (rawSchema === true || rawSchema === undefined) return;
  if (rawSchema === false) {
    issues.push({ path, message: "no value is allowed here" });
    return;
  }
  if (depth > MAX_DEPTH) return;
  const { schema, error } = resolveSchema(rawSchema, root);
  if (error) {
    issues.push({ path, message: `the schema cannot be read: ${error}` });
    return;
  }
  const before = issues.length;
  checkType(value, schema, path, issues);
  if (issues.length > before) return;
  checkChoices(value, schema, path, issues);
  checkNumber(value, schema, path, issues);
  checkString(value, schema, path, issues);
  checkArray(value, schema, root, path, issues, depth);
  checkObject(value, schema, root, path, issues, depth);
  checkCombinators(value, schema, root, path, issues, depth);
}

function checkType(value: unknown, schema: SchemaObject, path: JsonPath, issues: SchemaIssue[]) {
  const type = schema.type;
  if (type === undefined) return;
  const allowed = (Array.isArray(type) ? type : [type]).filter(
    (name): name is string => typeof name === "string",
  );
  const actual = jsonTypeOf(value);
  const fits = allowed.some(
    (name) => name === actual || (name === "number" && actual === "integer"),
  );
  if (!fits) {
    const shown = actual === "undefined" ? "nothing" : actual;
    issues.push({ path, message: `must be ${allowed.map(article).join(" or ")}, not ${shown}` });
  }
}

function checkChoices(value: unknown, schema: SchemaObject, path: JsonPath, issues: SchemaIssue[]) {
  if ("const" in schema && !sameJson(value, schema.const)) {
    issues.push({ path, message: `must be ${JSON.stringify(schema.const)}` });
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => sameJson(value, option))) {
    const options = schema.enum.map((option) => JSON.stringify(option)).join(", ");
    issues.push({ path, message: `must be one of ${options}` });
  }
}

function checkNumber(value: unknown, schema: SchemaObject, path: JsonPath, issues: SchemaIssue[]) {
  if (typeof value !== "number") return;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  if (typeof minimum === "number" && value < minimum) {
    issues.push({ path, message: `must be at least ${minimum}` });
  }
  if (typeof maximum === "number" && value > maximum) {
    issues.push({ path, message: `must be at most ${maximum}` });
  }
  if (typeof exclusiveMinimum === "number" && value <= exclusiveMinimum) {
    issues.push({ path, message: `must be more than ${exclusiveMinimum}` });
  }
  if (typeof exclusiveMaximum === "number" && value >= exclusiveMaximum) {
    issues.push({ path, message: `must be less than ${exclusiveMaximum}` });
  }
  if (typeof multipleOf === "number" && multipleOf > 0) {
    const quotient = value / multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > 1e-9) {
      issues.push({ path, message: `must be a multiple of ${multipleOf}` });
    }
  }
}

function checkString(value: unknown, schema: SchemaObject, path: JsonPath, issues: SchemaIssue[]) {
  if (typeof value !== "string") return;
  const length = [...value].length;
  if (typeof schema.minLength === "number" && length < schema.minLength) {
    issues.push({
      path,
      message: `must be at least ${plural(schema.minLength, "character")} long`,
    });
  }
  if (typeof schema.maxLength === "number" && length > schema.maxLength) {
    issues.push({ path, message: `must be at most ${plural(schema.maxLength, "character")} long` });
  }
  if (typeof schema.pattern === "string") {
    const pattern = compilePattern(schema.pattern);
    if (pattern === undefined) {
      issues.push({
        path,
        message: `the schema's pattern /${schema.pattern}/ is not a valid regular expression`,
      });
    } else if (!pattern.test(value)) {
      issues.push({ path, message: `must match the pattern /${schema.pattern}/` });
    }
  }
}

function checkArray(
  value: unknown,
  schema: SchemaObject,
  root: JsonSchema,
  path: JsonPath,
  issues: SchemaIssue[],
  depth: number,
) {
  if (!Array.isArray(value)) return;
  if (typeof schema.minItems === "number" && value.length < schema.minItems) {
    issues.push({ path, message: `must have at least ${plural(schema.minItems, "item")}` });
  }
  if (typeof schema.maxItems === "number" && value.length > schema.maxItems) {
    issues.push({ path, message: `must have at most ${plural(schema.maxItems, "item")}` });
  }
  if (schema.uniqueItems === true) {
    const seen = new Set<string>();
    value.forEach((item, index) => {
      const key = canonicalJson(item);
      if (seen.has(key))
        issues.push({
          path: [...path, index],
          message: "repeats an earlier item (items must be unique)",
        });
      seen.add(key);
    });
  }
  const tuple = Array.isArray(schema.prefixItems)
    ? schema.prefixItems
    : Array.isArray(schema.items)
      ? schema.items
      : [];
  const rest = Array.isArray(schema.items)
    ? (schema.additionalItems as JsonSchema | undefined)
    : (schema.items as JsonSchema | undefined);
  value.forEach((item, index) => {
    const itemSchema = index < tuple.length ? (tuple[index] as JsonSchema) : rest;
    if (itemSchema === false && index >= tuple.length) {
      issues.push({
        path: [...path, index],
        message: `is one item too many (at most ${tuple.length})`,
      });
      return;
    }
    check(item, itemSchema, root, [...path, index], issues, depth + 1);
  });
}

function checkObject(
  value: unknown,
  schema: SchemaObject,
  root: JsonSchema,
  path: JsonPath,
  issues: SchemaIssue[],
  depth: number,
) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return;
  const record = value as Record<string, unknown>;
  const properties = asObject(schema.properties);
  if (Array.isArray(schema.required)) {
    for (const name of schema.required) {
      if (typeof name === "string" && record[name] === undefined) {
        issues.push({ path: [...path, name], message: "is required" });
      }
    }
  }
  const patterns = Object.entries(asObject(schema.patternProperties)).flatMap(([source, child]) => {
    const pattern = compilePattern(source);
    return pattern ? [{ pattern, child: child as JsonSchema }] : [];
  });
  const count = Object.keys(record).length;
  if (typeof schema.minProperties === "number" && count < schema.minProperties) {
    issues.push({
      path,
      message: `must have at least ${plural(schema.minProperties, "property", "properties")}`,
    });
  }
  if (typeof schema.maxProperties === "number" && count > schema.maxProperties) {
    issues.push({
      path,
      message: `must have at most ${plural(schema.maxProperties, "property", "properties")}`,
    });
  }
  for (const [name, child] of Object.entries(record)) {
    if (child === undefined) continue;
    const childPath = [...path, name];
    let matched = false;
    if (Object.hasOwn(properties, name)) {
      matched = true;
      check(child, properties[name] as JsonSchema, root, childPath, issues, depth + 1);
    }
    for (const { pattern, child: patternSchema } of patterns) {
      if (!pattern.test(name)) continue;
      matched = true;
      check(child, patternSchema, root, childPath, issues, depth + 1);
    }
    if (matched || schema.additionalProperties === undefined) continue;
    if (schema.additionalProperties === false) {
      issues.push({
        path: childPath,
        message: "is not allowed (the schema allows no other properties)",
      });
    } else {
      check(child, schema.additionalProperties as JsonSchema, root, childPath, issues, depth + 1);
    }
  }
}

function checkCombinators(
  value: unknown,
  schema: SchemaObject,
  root: JsonSchema,
  path: JsonPath,
  issues: SchemaIssue[],
  depth: number,
) {
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf)
      check(value, part as JsonSchema, root, path, issues, depth + 1);
  }
  if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0) {
    const attempts = schema.anyOf.map((option) =>
      subIssues(value, option as JsonSchema, root, path, depth),
    );
    if (!attempts.some((attempt) => attempt.length === 0)) {
      issues.push({
        path,
        message: `matches none of the ${schema.anyOf.length} anyOf options${closest(attempts, path)}`,
      });
    }
  }
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 0) {
    const attempts = schema.oneOf.map((option) =>
      subIssues(value, option as JsonSchema, root, path, depth),
    );
    const fitting = attempts.filter((attempt) => attempt.length === 0).length;
    if (fitting === 0) {
      issues.push({
        path,
        message: `matches none of the ${schema.oneOf.length} oneOf options${closest(attempts, path)}`,
      });
    } else if (fitting > 1) {
      issues.push({
        path,
        message: `matches ${fitting} of the oneOf options; it must match exactly one`,
      });
    }
  }
  if (
    schema.not !== undefined &&
    subIssues(value, schema.not as JsonSchema, root, path, depth).length === 0
  ) {
    issues.push({ path, message: "matches a schema it must not match (not)" });
  }
}

function subIssues(
  value: unknown,
  schema: JsonSchema,
  root: JsonSchema,
  path: JsonPath,
  depth: number,
): SchemaIssue[] {
  const found: SchemaIssue[] = [];
  check(value, schema, root, path, found, depth + 1);
  return found;
}

/**
 * The closest option's first issue, so a failed anyOf says something concrete: options of the
 * value's own type first, then those with the fewest issues.
 */
function closest(attempts: SchemaIssue[][], path: JsonPath): string {
  const wrongType = (attempt: SchemaIssue[]) =>
    attempt.some(
      (issue) => issue.path.length === path.length && / must be .*, not /.test(` ${issue.message}`),
    );
  const score = (attempt: SchemaIssue[]) => attempt.length + (wrongType(attempt) ? 1_000 : 0);
  const best = attempts.reduce((a, b) => (score(b) < score(a) ? b : a));
  const first = best[0];
  if (!first) return "";
  return ` (closest: ${formatJsonPath(first.path)} ${first.message})`;
}

function compilePattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source, "u");
  } catch {
    try {
      return new RegExp(source);
    } catch {
      return undefined;
    }
  }
}

/** Whether two JSON values are equal (objects by their keys, in any order). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

function article(type: string): string {
  if (type === "null") return "null";
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function plural(count: number, singular: string, many = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : many}`;
}
