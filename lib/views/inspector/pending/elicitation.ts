import type { PendingAnswer } from "@/lib/views/inspector/api";

/** One choice of an enum field: the value sent and the label shown. */
export interface ElicitationOption {
  value: string;
  label: string;
}

/** One field of an elicitation form, read from a property of `requestedSchema`. */
export type ElicitationField = {
  name: string;
  label: string;
  description?: string;
  required: boolean;
} & (
  | {
      kind: "text";
      format?: "email" | "uri" | "date" | "date-time";
      minLength?: number;
      maxLength?: number;
    }
  | { kind: "number" | "integer"; minimum?: number; maximum?: number }
  | { kind: "boolean" }
  | { kind: "select"; options: ElicitationOption[] }
  | { kind: "multi-select"; options: ElicitationOption[]; minItems?: number; maxItems?: number }
  | { kind: "json" }
);

/** What a form field holds: text (numbers and JSON as typed), a checkbox, or a set of choices. */
export type ElicitationValue = string | boolean | string[];

/** A form's values by field name. */
export type ElicitationValues = Record<string, ElicitationValue>;

/** A pending `elicitation/create` as the view shows it: a form, or a URL to visit. */
export type ElicitationRequestView =
  | { mode: "form"; message: string; fields: ElicitationField[] }
  | { mode: "url"; message: string; url: string; elicitationId?: string };

type Schema = Record<string, unknown>;

const FORMATS = ["email", "uri", "date", "date-time"] as const;

function asNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function optionsFrom(schema: Schema): ElicitationOption[] | undefined {
  const titled = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : undefined;
  if (titled) {
    return titled
      .filter(
        (option): option is Schema =>
          typeof option === "object" && option !== null && "const" in option,
      )
      .map((option) => ({
        value: String(option.const),
        label: typeof option.title === "string" ? option.title : String(option.const),
      }));
  }
  if (!Array.isArray(schema.enum)) return undefined;
  const names = Array.isArray(schema.enumNames) ? schema.enumNames : [];
  return schema.enum.map((value, index) => ({
    value: String(value),
    label: typeof names[index] === "string" ? (names[index] as string) : String(value),
  }));
}

function readField(name: string, schema: Schema, required: boolean): ElicitationField {
  const base = {
    name,
    label: typeof schema.title === "string" && schema.title !== "" ? schema.title : name,
    ...(typeof schema.description === "string" ? { description: schema.description } : {}),
    required,
  };
  if (schema.type === "array") {
    const items = (
      typeof schema.items === "object" && schema.items !== null ? schema.items : {}
    ) as Schema;
    const options = optionsFrom(items);
    if (!options) return { ...base, kind: "json" };
    const minItems = asNumber(schema.minItems);
    const maxItems = asNumber(schema.maxItems);
    return {
      ...base,
      kind: "multi-select",
      options,
      ...(minItems === undefined ? {} : { minItems }),
      ...(maxItems === undefined ? {} : { maxItems }),
    };
  }
  const options = optionsFrom(schema);
  if (options && (schema.type === "string" || schema.type === undefined))
    return { ...base, kind: "select", options };
  if (schema.type === "boolean") return { ...base, kind: "boolean" };
  if (schema.type === "number" || schema.type === "integer") {
    const minimum = asNumber(schema.minimum);
    const maximum = asNumber(schema.maximum);
    return {
      ...base,
      kind: schema.type,
      ...(minimum === undefined ? {} : { minimum }),
      ...(maximum === undefined ? {} : { maximum }),
    };
  }
  if (schema.type === "string") {
    const format = FORMATS.find((known) => known === schema.format);
    const minLength = asNumber(schema.minLength);
    const maxLength = asNumber(schema.maxLength);
    return {
      ...base,
      kind: "text",
      ...(format ? { format } : {}),
      ...(minLength === undefined ? {} : { minLength }),
      ...(maxLength === undefined ? {} : { maxLength }),
    };
  }
  return { ...base, kind: "json" };
}

/** The form fields of a `requestedSchema` (a flat object schema), in property order. */
export function elicitationFields(requestedSchema: unknown): ElicitationField[] {
  const schema = (requestedSchema ?? {}) as Schema;
  const properties = (
    typeof schema.properties === "object" && schema.properties !== null ? schema.properties : {}
  ) as Record<string, unknown>;
  const required = new Set(
    Array.isArray(schema.required)
      ? schema.required.filter((name) => typeof name === "string")
      : [],
  );
  return Object.entries(properties).map(([name, property]) =>
    readField(
      name,
      (typeof property === "object" && property !== null ? property : {}) as Schema,
      required.has(name),
    ),
  );
}

/** Reads a pending `elicitation/create`'s params: form mode (the default) or URL mode. */
export function elicitationRequestView(params: unknown): ElicitationRequestView {
  const source = (params ?? {}) as Schema;
  const message = typeof source.message === "string" ? source.message : "";
  if (source.mode === "url") {
    return {
      mode: "url",
      message,
      url: typeof source.url === "string" ? source.url : "",
      ...(typeof source.elicitationId === "string" ? { elicitationId: source.elicitationId } : {}),
    };
  }
  return { mode: "form", message, fields: elicitationFields(source.requestedSchema) };
}

function defaultValue(field: ElicitationField, schemaDefault: unknown): ElicitationValue {
  switch (field.kind) {
    case "boolean":
      return typeof schemaDefault === "boolean" ? schemaDefault : false;
    case "multi-select":
      return Array.isArray(schemaDefault) ? schemaDefault.map(String) : [];
    case "json":
      return schemaDefault === undefined ? "" : JSON.stringify(schemaDefault);
    default:
      return schemaDefault === undefined || schemaDefault === null ? "" : String(schemaDefault);
  }
}

/** The form's first values: each property's `default` applied, else empty (a box unticked). */
export function initialElicitationValues(
  requestedSchema: unknown,
  fields: ElicitationField[],
): ElicitationValues {
  const properties = ((requestedSchema ?? {}) as Schema).properties as
    | Record<string, Schema | undefined>
    | undefined;
  return Object.fromEntries(
    fields.map((field) => [field.name, defaultValue(field, properties?.[field.name]?.default)]),
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

function validUri(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

function readText(
  field: Extract<ElicitationField, { kind: "text" }>,
  text: string,
): { value: string } | { problem: string } {
  if (field.minLength !== undefined && text.length < field.minLength)
    return { problem: `${field.label}: at least ${field.minLength} characters.` };
  if (field.maxLength !== undefined && text.length > field.maxLength)
    return { problem: `${field.label}: at most ${field.maxLength} characters.` };
  if (field.format === "email" && !EMAIL.test(text))
    return { problem: `${field.label}: enter an email address such as name@example.com.` };
  if (field.format === "uri" && !validUri(text))
    return { problem: `${field.label}: enter an absolute URI such as https://example.com.` };
  if (field.format === "date" && !(DATE.test(text) && !Number.isNaN(Date.parse(text))))
    return { problem: `${field.label}: enter a date as YYYY-MM-DD.` };
  if (field.format === "date-time" && !(DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)))) {
    return {
      problem: `${field.label}: enter a date and time with its zone, such as 2025-01-31T14:30:00Z.`,
    };
  }
  return { value: text };
}

function readNumber(
  field: Extract<ElicitationField, { kind: "number" | "integer" }>,
  text: string,
): { value: number } | { problem: string } {
  const value = Number(text);
  if (!Number.isFinite(value)) return { problem: `${field.label}: enter a number.` };
  if (field.kind === "integer" && !Number.isInteger(value))
    return { problem: `${field.label}: enter a whole number.` };
  if (field.minimum !== undefined && value < field.minimum)
    return { problem: `${field.label}: at least ${field.minimum}.` };
  if (field.maximum !== undefined && value > field.maximum)
    return { problem: `${field.label}: at most ${field.maximum}.` };
  return { value };
}

function readValue(
  field: ElicitationField,
  value: ElicitationValue | undefined,
): { value?: unknown } | { problem: string } {
  if (field.kind === "boolean") return { value: value === true };
  if (field.kind === "multi-select") {
    const chosen = Array.isArray(value) ? value : [];
    if (chosen.length === 0)
      return field.required ? { problem: `${field.label}: choose at least one.` } : {};
    if (field.minItems !== undefined && chosen.length < field.minItems)
      return { problem: `${field.label}: choose at least ${field.minItems}.` };
    if (field.maxItems !== undefined && chosen.length > field.maxItems)
      return { problem: `${field.label}: choose at most ${field.maxItems}.` };
    return { value: chosen };
  }
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return field.required ? { problem: `${field.label} is required.` } : {};
  switch (field.kind) {
    case "text":
      return readText(field, typeof value === "string" ? value : "");
    case "number":
    case "integer":
      return readNumber(field, text);
    case "select":
      return field.options.some((option) => option.value === text)
        ? { value: text }
        : { problem: `${field.label}: choose one of the options.` };
    case "json":
      try {
        return { value: JSON.parse(text) };
      } catch {
        return { problem: `${field.label}: enter valid JSON.` };
      }
  }
}

/** What is wrong with one field of a filled form, to be shown at that field. */
export interface ElicitationProblem {
  /** The field's name (its property in `requestedSchema`). */
  field: string;
  message: string;
}

/**
 * The `accept` answer of a filled form: each field's value in its schema type (empty optional
 * fields left out), or every problem found, by field (a required field empty, a number out of
 * range, a malformed email, URI or date).
 */
export function elicitationAccept(
  fields: ElicitationField[],
  values: ElicitationValues,
): { answer: PendingAnswer } | { problems: ElicitationProblem[] } {
  const content: Record<string, unknown> = {};
  const problems: ElicitationProblem[] = [];
  for (const field of fields) {
    const read = readValue(field, values[field.name]);
    if ("problem" in read) problems.push({ field: field.name, message: read.problem });
    else if ("value" in read) content[field.name] = read.value;
  }
  if (problems.length > 0) return { problems };
  return { answer: { result: { action: "accept", content } } };
}

/** The answer of a URL-mode request the person completed ("Done"). */
export function elicitationDone(): PendingAnswer {
  return { result: { action: "accept" } };
}

/** The answer that declines (`decline`) or dismisses (`cancel`) an elicitation. */
export function elicitationRefusal(action: "decline" | "cancel"): PendingAnswer {
  return { result: { action } };
}
