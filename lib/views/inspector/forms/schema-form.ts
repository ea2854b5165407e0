import { fitsSchema } from "./json-schema-check";
import { jsonTypeOf } from "./json-schema-messages";
import { asObject, type JsonSchema, resolveSchema, type SchemaObject } from "./schema-form-ref";

/**
 * What control a schema gets in the form. `choices` is an array of `enum` items (a set of
 * checkboxes); `json` is the fallback: a raw JSON box.
 */
export type FieldKind =
  | "string"
  | "number"
  | "integer"
  | "boolean"
  | "null"
  | "enum"
  | "choices"
  | "const"
  | "object"
  | "array"
  | "variants"
  | "json";

/** One property of an object field. */
export interface FieldProperty {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One choice of an `anyOf`/`oneOf` field, with the label its picker shows. */
export interface FieldVariant {
  label: string;
  schema: JsonSchema;
}

/**
 * One level of the form a schema makes: the control, its label and help text, and for objects,
 * arrays and variants the child schemas (described on demand, so a recursive schema expands only
 * as deep as the value goes).
 */
export interface SchemaField {
  kind: FieldKind;
  /** The schema with its `$ref`s followed and its `allOf` merged. */
  schema: SchemaObject;
  title?: string;
  description?: string;
  /** A string's `format` (`uri`, `email`, `date-time`, …), shown as a hint and an input type. */
  format?: string;
  /** `null` is allowed besides the field's own type (`type: ["string", "null"]`). */
  nullable: boolean;
  /** `enum` choices (for `choices`, its items' choices). */
  options: unknown[];
  /** The label each option shows: its `title` (a `oneOf` of `const`s) or `enumNames` entry, else the option itself. */
  optionLabels: string[];
  constValue?: unknown;
  properties: FieldProperty[];
  /** Extra keys as key/value rows: their schema, or `false` when none are allowed. */
  additional?: JsonSchema | false;
  items?: JsonSchema;
  variants: FieldVariant[];
  /** Why the schema cannot be used as a form (a broken `$ref`); the field is then raw JSON. */
  error?: string;
}

const SCALAR_TYPES = new Set(["string", "number", "integer", "boolean", "null", "object", "array"]);

/** Describes one level of the form for `schema` (inside the document `root`, for `$ref`s). */
export function describeField(schema: JsonSchema | undefined, root: JsonSchema): SchemaField {
  const { schema: resolved, error } = resolveSchema(schema, root);
  const merged = mergeAllOf(resolved, root);
  const field: SchemaField = {
    kind: "json",
    schema: merged,
    nullable: false,
    options: [],
    optionLabels: [],
    properties: [],
    variants: [],
    ...(typeof merged.title === "string" ? { title: merged.title } : {}),
    ...(typeof merged.description === "string" ? { description: merged.description } : {}),
    ...(typeof merged.format === "string" ? { format: merged.format } : {}),
  };
  if (error) return { ...field, error };
  if ("const" in merged) return { ...field, kind: "const", constValue: merged.const };
  const offered = choicesOf(merged, root);
  if (offered)
    return { ...field, kind: "enum", ...offered, nullable: offered.options.includes(null) };
  const choices = Array.isArray(merged.oneOf)
    ? merged.oneOf
    : Array.isArray(merged.anyOf)
      ? merged.anyOf
      : undefined;
  if (choices && choices.length > 0) return describeVariants(field, choices as JsonSchema[], root);
  const types = typeList(merged);
  const nonNull = types.filter((type) => type !== "null");
  const nullable = types.includes("null") && nonNull.length > 0;
  if (nonNull.length > 1) {
    const variants = nonNull.map((type) => ({ label: type, schema: { ...merged, type } }));
    return { ...field, kind: "variants", variants, nullable };
  }
  const type = nonNull[0] ?? types[0] ?? inferType(merged);
  if (!type || !SCALAR_TYPES.has(type)) return field;
  const typed = { ...field, kind: type as FieldKind, nullable };
  if (type === "object") return describeObject(typed, merged);
  if (type === "array") {
    const items = merged.items ?? merged.additionalItems;
    if (items === undefined || Array.isArray(items)) return typed;
    const item = resolveSchema(items as JsonSchema, root);
    const itemSchema = mergeAllOf(item.schema, root);
    const offered = item.error || "const" in itemSchema ? undefined : choicesOf(itemSchema, root);
    return {
      ...typed,
      items: items as JsonSchema,
      ...(offered ? { kind: "choices", ...offered } : {}),
    };
  }
  return typed;
}

/**
 * The choices a schema offers, each with its label: its `enum` (named by `enumNames`, the
 * legacy MCP way), or a `oneOf`/`anyOf` whose every option is a `const` (named by its `title`).
 */
function choicesOf(
  schema: SchemaObject,
  root: JsonSchema,
): { options: unknown[]; optionLabels: string[] } | undefined {
  if (Array.isArray(schema.enum)) {
    const names = Array.isArray(schema.enumNames) ? schema.enumNames : [];
    const optionLabels = schema.enum.map((option, index) => {
      const named = names[index];
      return typeof named === "string" ? named : optionText(option);
    });
    return { options: schema.enum, optionLabels };
  }
  const choices = Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf;
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const constants = choices.map((choice) => resolveSchema(choice as JsonSchema, root).schema);
  if (!constants.every((choice) => "const" in choice)) return undefined;
  return {
    options: constants.map((choice) => choice.const),
    optionLabels: constants.map((choice) =>
      typeof choice.title === "string" ? choice.title : optionText(choice.const),
    ),
  };
}

/** An option as text: a string as it is, anything else as its JSON. */
function optionText(option: unknown): string {
  return typeof option === "string" ? option : JSON.stringify(option);
}

/** The label a field shows: its title, else its property name, else what it is. */
export function fieldLabel(field: SchemaField, name?: string): string {
  return field.title ?? name ?? (field.kind === "json" ? "value" : field.kind);
}

/**
 * Which variant of a `variants` field a value is: the first whose schema it fits, else the first
 * whose type it has, else the first.
 */
export function pickVariant(field: SchemaField, value: unknown, root: JsonSchema): number {
  if (value === undefined) return 0;
  const fitting = field.variants.findIndex((variant) => fitsSchema(value, variant.schema, root));
  if (fitting >= 0) return fitting;
  const actual = jsonTypeOf(value);
  const typed = field.variants.findIndex((variant) => {
    const types = typeList(resolveSchema(variant.schema, root).schema);
    return types.includes(actual) || (actual === "integer" && types.includes("number"));
  });
  return Math.max(typed, 0);
}

/** The `type` keyword as a list (empty when there is none). */
export function typeList(schema: SchemaObject): string[] {
  const { type } = schema;
  if (typeof type === "string") return [type];
  if (Array.isArray(type)) return type.filter((name): name is string => typeof name === "string");
  return [];
}

function inferType(schema: SchemaObject): string | undefined {
  if (schema.properties !== undefined || schema.additionalProperties !== undefined) return "object";
  if (schema.items !== undefined || schema.prefixItems !== undefined) return "array";
  return undefined;
}

function describeObject(field: SchemaField, schema: SchemaObject): SchemaField {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const properties = Object.entries(asObject(schema.properties)).map(([name, child]) => ({
    name,
    schema: child as JsonSchema,
    required: required.has(name),
  }));
  const extra = schema.additionalProperties;
  const additional: JsonSchema | false | undefined =
    extra === false
      ? false
      : extra !== undefined
        ? (extra as JsonSchema)
        : properties.length === 0 && schema.patternProperties === undefined
          ? true
          : undefined;
  return { ...field, properties, ...(additional === undefined ? {} : { additional }) };
}

function describeVariants(
  field: SchemaField,
  choices: JsonSchema[],
  root: JsonSchema,
): SchemaField {
  const nullIndex = choices.findIndex((choice) => {
    const resolved = resolveSchema(choice, root).schema;
    return resolved.type === "null" && Object.keys(resolved).length <= 2;
  });
  if (choices.length === 2 && nullIndex >= 0) {
    const other = choices[1 - nullIndex] as JsonSchema;
    const inner = describeField(other, root);
    return {
      ...inner,
      nullable: true,
      title: field.title ?? inner.title,
      ...((field.description ?? inner.description)
        ? { description: field.description ?? inner.description }
        : {}),
    };
  }
  const variants = choices.map((choice, index) => ({
    label: variantLabel(resolveSchema(choice, root).schema, index),
    schema: choice,
  }));
  return { ...field, kind: "variants", variants };
}

function variantLabel(schema: SchemaObject, index: number): string {
  if (typeof schema.title === "string") return schema.title;
  if ("const" in schema) return JSON.stringify(schema.const);
  const types = typeList(schema);
  if (types.length > 0) {
    const required = Array.isArray(schema.required)
      ? schema.required.filter((name) => typeof name === "string")
      : [];
    return required.length > 0
      ? `${types.join(" | ")} (${required.join(", ")})`
      : types.join(" | ");
  }
  if (schema.properties !== undefined) return `object ${index + 1}`;
  return `option ${index + 1}`;
}

/** Folds `allOf` parts into one schema (properties and `required` joined); conflicting parts keep the first's keyword. */
function mergeAllOf(schema: SchemaObject, root: JsonSchema): SchemaObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  let merged: SchemaObject = rest;
  for (const part of allOf as JsonSchema[]) {
    const resolved = mergeAllOf(resolveSchema(part, root).schema, root);
    merged = {
      ...resolved,
      ...merged,
      properties: {
        ...asObject(merged.properties),
        ...asObject(resolved.properties),
        ...asObject(merged.properties),
      },
      required: [
        ...(Array.isArray(merged.required) ? merged.required : []),
        ...(Array.isArray(resolved.required) ? resolved.required : []),
      ],
    };
  }
  if (Object.keys(asObject(merged.properties)).length === 0) delete merged.properties;
  if (Array.isArray(merged.required) && merged.required.length === 0) delete merged.required;
  return merged;
}

/**
 * Whether a tool's `inputSchema` takes no arguments: an object with no properties whose extra
 * keys are neither described nor explicitly allowed (`{ type: "object" }`, `properties: {}` or
 * `additionalProperties: false`, the ways MCP writes a tool without parameters).
 */
export function takesNoArguments(schema: JsonSchema | undefined, root: JsonSchema): boolean {
  const field = describeField(schema, root);
  if (field.kind !== "object" || field.properties.length > 0) return false;
  const extra = field.schema.additionalProperties;
  return (extra === undefined || extra === false) && field.schema.patternProperties === undefined;
}
