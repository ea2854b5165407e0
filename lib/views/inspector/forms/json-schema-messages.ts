import type { OutputUnit } from "@cfworker/json-schema";
import { formatJsonPath, type JsonPath, pathOfPointer, valueAtPath } from "./json-path";
import type { SchemaIssue } from "./json-schema-check";

/** What turning the validator's errors into words needs to know. */
export interface MessageContext {
  /** The value as the validator checked it. */
  instance: unknown;
  /** The value given was `undefined` (the type message then says "nothing"). */
  missing: boolean;
  /** The schema at a validator keyword location, `$ref`s followed. */
  schemaAt: (location: string) => unknown;
}

/** Keywords whose error only says "a part below failed"; the parts' own errors follow it. */
const WRAPPERS = new Set([
  "properties",
  "patternProperties",
  "additionalProperties",
  "unevaluatedProperties",
  "items",
  "prefixItems",
  "additionalItems",
  "unevaluatedItems",
  "$ref",
  "$recursiveRef",
  "allOf",
  "if",
  "dependentSchemas",
]);

/** Keywords whose parts' errors are tries, not findings: said as one issue, the tries left out. */
const OWNERS = new Set([
  "anyOf",
  "oneOf",
  "contains",
  "propertyNames",
  "minContains",
  "maxContains",
]);

/** Wrappers whose `false` part means "no more of these": extra keys, extra items. */
const NO_MORE_KEYS = new Set(["additionalProperties", "unevaluatedProperties"]);
const NO_MORE_ITEMS = new Set(["items", "additionalItems", "unevaluatedItems"]);

/** Friendlier names of the string formats servers use most. */
const FORMAT_NAMES: Record<string, string> = {
  email: "an email address",
  uri: "an absolute URI (such as https://example.com)",
  "uri-reference": "a URI reference",
  url: "a URL",
  date: "a date (YYYY-MM-DD)",
  time: "a time (HH:MM:SS with its zone)",
  "date-time": "a date and time with its zone (such as 2025-01-31T14:30:00Z)",
  uuid: "a UUID",
  ipv4: "an IPv4 address",
  ipv6: "an IPv6 address",
  hostname: "a host name",
};

/**
 * The issues @cfworker/json-schema's errors describe, each at its value's path and in the
 * words the form shows: "is required", "must be a number, not string", "must be at most 10".
 * Wrapper errors ("a subschema had errors") are dropped for the errors they wrap, and an
 * `anyOf`/`oneOf` that fails is one issue naming its closest option's first problem.
 */
export function issuesOfErrors(errors: OutputUnit[], context: MessageContext): SchemaIssue[] {
  const owned = ownedErrors(errors);
  const mistyped = new Set(
    errors
      .filter((error) => error.keyword === "type")
      .map((error) => parentOf(error.keywordLocation)),
  );
  const issues: SchemaIssue[] = [];
  errors.forEach((error, index) => {
    if (owned.has(index)) return;
    const besideType = error.keyword !== "type" && error.keyword !== "false";
    if (besideType && mistyped.has(parentOf(error.keywordLocation))) return;
    const before = errors[index - 1];
    if (error.keyword === "false" && before && WRAPPERS.has(before.keyword)) {
      issues.push(noMoreIssue(before, error, context));
    } else if (OWNERS.has(error.keyword)) {
      issues.push(ownerIssue(errors, index, context));
    } else if (!WRAPPERS.has(error.keyword)) {
      issues.push(leafIssue(error, context));
    }
  });
  return issues;
}

/** The JSON type of a value as JSON Schema names it (`integer` only for whole numbers). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** Where an owner keyword's tries live: under `anyOf`, `oneOf`, `contains`, `propertyNames`. */
function ownerLocation(error: OutputUnit): string {
  if (error.keyword === "minContains" || error.keyword === "maxContains") {
    return `${parentOf(error.keywordLocation)}/contains`;
  }
  return error.keywordLocation;
}

/**
 * The indexes of errors that are an owner's tries: under its location, or a `false` schema's
 * error (which the validator files at the value's location) right after one of those.
 */
function ownedErrors(errors: OutputUnit[]): Set<number> {
  const owners = errors.filter((error) => OWNERS.has(error.keyword)).map(ownerLocation);
  const owned = new Set<number>();
  errors.forEach((error, index) => {
    const under = owners.some((owner) => error.keywordLocation.startsWith(`${owner}/`));
    const before = errors[index - 1];
    const afterOwned =
      error.keyword === "false" &&
      before !== undefined &&
      (owned.has(index - 1) || (OWNERS.has(before.keyword) && before.keyword !== "propertyNames"));
    if (under || afterOwned) owned.add(index);
  });
  return owned;
}

function ownerIssue(errors: OutputUnit[], index: number, context: MessageContext): SchemaIssue {
  const error = errors[index] as OutputUnit;
  const path = pathOfPointer(error.instanceLocation, context.instance);
  const node = asRecord(context.schemaAt(parentOf(error.keywordLocation)));
  switch (error.keyword) {
    case "anyOf":
    case "oneOf": {
      const options = Array.isArray(node?.[error.keyword])
        ? (node?.[error.keyword] as unknown[])
        : [];
      const matches = Number(/\((\d+) matches\)/.exec(error.error)?.[1] ?? 0);
      if (error.keyword === "oneOf" && matches > 1) {
        return {
          path,
          message: `matches ${matches} of the oneOf options; it must match exactly one`,
        };
      }
      const hint = closestHint(errors, index, path, context);
      return {
        path,
        message: `matches none of the ${options.length} ${error.keyword} options${hint}`,
      };
    }
    case "contains":
      return { path, message: 'must contain an item that fits the "contains" schema' };
    case "minContains":
    case "maxContains": {
      const bound = node?.[error.keyword];
      const least = error.keyword === "minContains" ? "at least" : "at most";
      return {
        path,
        message:
          typeof bound === "number"
            ? `must contain ${least} ${plural(bound, "item")} that fit the "contains" schema`
            : error.error,
      };
    }
    default: {
      const name = /^Property name "(.*)" does not match schema\.$/.exec(error.error)?.[1];
      return {
        path,
        message: `has a property name the schema does not allow: ${JSON.stringify(name ?? "")}`,
      };
    }
  }
}

/**
 * " (closest: $.a must be at least 5)": the first issue of the option that came nearest,
 * preferring options of the value's own type, then those with the fewest issues.
 */
function closestHint(
  errors: OutputUnit[],
  index: number,
  path: JsonPath,
  context: MessageContext,
): string {
  const prefix = `${(errors[index] as OutputUnit).keywordLocation}/`;
  const branches = new Map<string, OutputUnit[]>();
  let branch: string | undefined;
  for (const error of errors.slice(index + 1)) {
    if (error.keywordLocation.startsWith(prefix)) {
      branch = error.keywordLocation.slice(prefix.length).split("/")[0] ?? "";
    } else if (error.keyword !== "false") {
      break;
    }
    if (branch === undefined) continue;
    branches.set(branch, [...(branches.get(branch) ?? []), error]);
  }
  const wrongType = (issues: SchemaIssue[]) =>
    issues.some(
      (issue) => issue.path.length === path.length && / must be .*, not /.test(` ${issue.message}`),
    );
  const score = (issues: SchemaIssue[]) => issues.length + (wrongType(issues) ? 1_000 : 0);
  const attempts = [...branches.values()]
    .map((branchErrors) => issuesOfErrors(branchErrors, context))
    .filter((issues) => issues.length > 0);
  if (attempts.length === 0) return "";
  const best = attempts.reduce((a, b) => (score(b) < score(a) ? b : a));
  const first = best[0] as SchemaIssue;
  return ` (closest: ${formatJsonPath(first.path)} ${first.message})`;
}

/** A `false` schema met as an extra key or item: "is not allowed", "is one item too many". */
function noMoreIssue(wrapper: OutputUnit, error: OutputUnit, context: MessageContext): SchemaIssue {
  const path = pathOfPointer(error.instanceLocation, context.instance);
  if (NO_MORE_KEYS.has(wrapper.keyword)) {
    return { path, message: "is not allowed (the schema allows no other properties)" };
  }
  if (NO_MORE_ITEMS.has(wrapper.keyword)) {
    const node = asRecord(context.schemaAt(parentOf(wrapper.keywordLocation)));
    const tuple = Array.isArray(node?.prefixItems)
      ? node.prefixItems
      : Array.isArray(node?.items)
        ? node.items
        : undefined;
    if (tuple && wrapper.keyword !== "unevaluatedItems") {
      return { path, message: `is one item too many (at most ${tuple.length})` };
    }
    return { path, message: "is not allowed (the schema allows no more items)" };
  }
  return { path, message: "no value is allowed here" };
}

function leafIssue(error: OutputUnit, context: MessageContext): SchemaIssue {
  const path = pathOfPointer(error.instanceLocation, context.instance);
  const node = asRecord(context.schemaAt(parentOf(error.keywordLocation)));
  const message = node ? leafMessage(error, node, path, context) : undefined;
  if (error.keyword === "required") {
    const name = /required property "(.*)"\.$/.exec(error.error)?.[1];
    if (name !== undefined) return { path: [...path, name], message: "is required" };
  }
  if (error.keyword === "dependentRequired" || error.keyword === "dependencies") {
    const names = /has "(.*)" but does not have "(.*)"\.$/.exec(error.error);
    if (names?.[1] !== undefined && names[2] !== undefined) {
      return {
        path: [...path, names[2]],
        message: `is required when ${JSON.stringify(names[1])} is given`,
      };
    }
  }
  if (error.keyword === "uniqueItems") {
    const indexes = /indexes (\d+) and (\d+)/.exec(error.error);
    const later = Math.max(Number(indexes?.[1] ?? 0), Number(indexes?.[2] ?? 0));
    return { path: [...path, later], message: "repeats an earlier item (items must be unique)" };
  }
  if (error.keyword === "not") return { path, message: "matches a schema it must not match (not)" };
  if (error.keyword === "false") return { path, message: "no value is allowed here" };
  return { path, message: message ?? error.error };
}

/** The words for a keyword that failed, read from the schema that holds it. */
function leafMessage(
  error: OutputUnit,
  node: Record<string, unknown>,
  path: JsonPath,
  context: MessageContext,
): string | undefined {
  const bound = node[error.keyword];
  const count = typeof bound === "number" ? bound : undefined;
  switch (error.keyword) {
    case "type": {
      const types = (Array.isArray(bound) ? bound : [bound]).filter(
        (name): name is string => typeof name === "string",
      );
      const actual =
        context.missing && path.length === 0
          ? "nothing"
          : jsonTypeOf(valueAtPath(context.instance, path));
      return `must be ${types.map(article).join(" or ")}, not ${actual}`;
    }
    case "const":
      return `must be ${JSON.stringify(bound)}`;
    case "enum":
      return Array.isArray(bound)
        ? `must be one of ${bound.map((option) => JSON.stringify(option)).join(", ")}`
        : undefined;
    case "minimum":
      return node.exclusiveMinimum === true
        ? `must be more than ${count}`
        : `must be at least ${count}`;
    case "maximum":
      return node.exclusiveMaximum === true
        ? `must be less than ${count}`
        : `must be at most ${count}`;
    case "exclusiveMinimum":
      return `must be more than ${count}`;
    case "exclusiveMaximum":
      return `must be less than ${count}`;
    case "multipleOf":
      return `must be a multiple of ${count}`;
    case "minLength":
      return count === undefined
        ? undefined
        : `must be at least ${plural(count, "character")} long`;
    case "maxLength":
      return count === undefined ? undefined : `must be at most ${plural(count, "character")} long`;
    case "pattern":
      return `must match the pattern /${String(bound)}/`;
    case "format":
      return `must be ${FORMAT_NAMES[String(bound)] ?? `in the "${String(bound)}" format`}`;
    case "minItems":
      return count === undefined ? undefined : `must have at least ${plural(count, "item")}`;
    case "maxItems":
      return count === undefined ? undefined : `must have at most ${plural(count, "item")}`;
    case "minProperties":
      return count === undefined
        ? undefined
        : `must have at least ${plural(count, "property", "properties")}`;
    case "maxProperties":
      return count === undefined
        ? undefined
        : `must have at most ${plural(count, "property", "properties")}`;
    default:
      return undefined;
  }
}

/** The location of the schema that holds a keyword: its location without the last part. */
function parentOf(location: string): string {
  const slash = location.lastIndexOf("/");
  return slash < 0 ? location : location.slice(0, slash);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function article(type: string): string {
  if (type === "null") return "null";
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function plural(count: number, singular: string, many = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : many}`;
}
