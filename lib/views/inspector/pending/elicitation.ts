import type { PendingAnswer } from "@/lib/api/inspector";
import { fitsFormat, type SchemaIssue } from "@/lib/views/inspector/forms/json-schema-check";
import {
  describeField,
  fieldLabel,
  type SchemaField,
} from "@/lib/views/inspector/forms/schema-form";
import { asObject, type SchemaObject } from "@/lib/views/inspector/forms/schema-form-ref";
import { initialValue } from "@/lib/views/inspector/forms/schema-form-value";

/**
 * A pending `elicitation/create` as the view shows it: a form from its `requestedSchema` (an
 * object schema, drawn by the tools' form engine), or a URL to visit.
 */
export type ElicitationRequestView =
  | { mode: "form"; message: string; schema: SchemaObject }
  | { mode: "url"; message: string; url: string; elicitationId?: string };

/** Why a filled form was not sent: every issue at its field, and the labels of those fields. */
export interface ElicitationProblems {
  issues: SchemaIssue[];
  labels: string[];
}

/** Reads a pending `elicitation/create`'s params: form mode (the default) or URL mode. */
export function elicitationRequestView(params: unknown): ElicitationRequestView {
  const source = asObject(params);
  const message = typeof source.message === "string" ? source.message : "";
  if (source.mode === "url") {
    return {
      mode: "url",
      message,
      url: typeof source.url === "string" ? source.url : "",
      ...(typeof source.elicitationId === "string" ? { elicitationId: source.elicitationId } : {}),
    };
  }
  return { mode: "form", message, schema: { type: "object", ...asObject(source.requestedSchema) } };
}

/** The form's first content: each property's `default` applied, the rest left empty. */
export function initialElicitationContent(schema: SchemaObject): Record<string, unknown> {
  return asObject(initialValue(schema, schema));
}

/**
 * The `accept` answer of a filled form: each field's value in its schema type (a box left
 * unticked is `false`, an empty optional field left out), or every problem found, by field (a
 * required field empty, a number out of range or not whole, a malformed email, URI or date, a
 * choice not offered, too few or too many choices).
 */
export function elicitationAccept(
  schema: SchemaObject,
  content: unknown,
): { answer: PendingAnswer } | { problems: ElicitationProblems } {
  const values = asObject(content);
  const answer: Record<string, unknown> = {};
  const problems: ElicitationProblems = { issues: [], labels: [] };
  for (const property of describeField(schema, schema).properties) {
    const field = describeField(property.schema, schema);
    const label = fieldLabel(field, property.name);
    const read = readValue(field, label, property.required, values[property.name]);
    if ("problem" in read) {
      problems.issues.push({ path: [property.name], message: read.problem });
      problems.labels.push(label);
    } else if ("value" in read) {
      answer[property.name] = read.value;
    }
  }
  if (problems.issues.length > 0) return { problems };
  return { answer: { result: { action: "accept", content: answer } } };
}

/** The answer of a URL-mode request the person completed ("Done"). */
export function elicitationDone(): PendingAnswer {
  return { result: { action: "accept" } };
}

/** The answer that declines (`decline`) or dismisses (`cancel`) an elicitation. */
export function elicitationRefusal(action: "decline" | "cancel"): PendingAnswer {
  return { result: { action } };
}

type Read = { value?: unknown } | { problem: string };

function readValue(field: SchemaField, label: string, required: boolean, value: unknown): Read {
  if (field.kind === "boolean") return { value: value === true };
  if (field.kind === "choices") return readChoices(field, label, required, value);
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return required ? { problem: `${label} is required.` } : {};
  }
  switch (field.kind) {
    case "string":
      return typeof value === "string" ? readText(field, label, value) : { value };
    case "number":
    case "integer":
      return readNumber(field, label, value);
    case "enum":
      return offered(field, value)
        ? { value }
        : { problem: `${label}: choose one of the options.` };
    default:
      return { value };
  }
}

function readChoices(field: SchemaField, label: string, required: boolean, value: unknown): Read {
  const chosen = Array.isArray(value) ? value : [];
  if (chosen.length === 0) return required ? { problem: `${label}: choose at least one.` } : {};
  const { minItems, maxItems } = field.schema;
  if (typeof minItems === "number" && chosen.length < minItems)
    return { problem: `${label}: choose at least ${minItems}.` };
  if (typeof maxItems === "number" && chosen.length > maxItems)
    return { problem: `${label}: choose at most ${maxItems}.` };
  if (!chosen.every((item) => offered(field, item)))
    return { problem: `${label}: choose among the options.` };
  return { value: chosen };
}

function offered(field: SchemaField, value: unknown): boolean {
  return field.options.some((option) => JSON.stringify(option) === JSON.stringify(value));
}

/** What to type, for each format elicitation allows (checked by the same validator as the tools). */
const FORMAT_HINTS: Record<string, string> = {
  email: "enter an email address such as name@example.com.",
  uri: "enter an absolute URI such as https://example.com.",
  date: "enter a date as YYYY-MM-DD.",
  "date-time": "enter a date and time with its zone, such as 2025-01-31T14:30:00Z.",
};

function readText(field: SchemaField, label: string, text: string): Read {
  const { minLength, maxLength } = field.schema;
  if (typeof minLength === "number" && text.length < minLength)
    return { problem: `${label}: at least ${minLength} characters.` };
  if (typeof maxLength === "number" && text.length > maxLength)
    return { problem: `${label}: at most ${maxLength} characters.` };
  const hint = field.format === undefined ? undefined : FORMAT_HINTS[field.format];
  if (field.format !== undefined && hint !== undefined && !fitsFormat(field.format, text))
    return { problem: `${label}: ${hint}` };
  return { value: text };
}

function readNumber(field: SchemaField, label: string, typed: unknown): Read {
  const value = typeof typed === "string" ? Number(typed.trim()) : typed;
  if (typeof value !== "number" || !Number.isFinite(value))
    return { problem: `${label}: enter a number.` };
  if (field.kind === "integer" && !Number.isInteger(value))
    return { problem: `${label}: enter a whole number.` };
  const { minimum, maximum } = field.schema;
  if (typeof minimum === "number" && value < minimum)
    return { problem: `${label}: at least ${minimum}.` };
  if (typeof maximum === "number" && value > maximum)
    return { problem: `${label}: at most ${maximum}.` };
  return { value };
}
