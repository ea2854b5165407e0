import type { ModelDefaults } from "@/lib/api/provider-schema";
import { readJsonInput } from "@/lib/views/shared/json/json-input";

/** The per-model defaults form: every field as typed. */
export interface ModelDefaultsFormState {
  temperature: string;
  maxTokens: string;
  /** One stop sequence per line. */
  stop: string;
  /** A JSON object merged into the request body. */
  extraBody: string;
}

/** A field of the defaults form that could not be read, and why. */
export interface ModelDefaultsProblem {
  field: keyof ModelDefaultsFormState;
  message: string;
}

/** The defaults form read: the defaults (undefined when every field is empty), or what to fix. */
export type ModelDefaultsResult =
  | { ok: true; defaults: ModelDefaults | undefined }
  | { ok: false; problems: ModelDefaultsProblem[] };

/** Most stop sequences, and longest one, the API takes. */
const MAX_STOP_SEQUENCES = 16;
const MAX_STOP_LENGTH = 500;
const MAX_TOKENS = 10_000_000;

/** The form filled with a model's stored defaults (none: every field empty). */
export function modelDefaultsFormFrom(defaults: ModelDefaults | undefined): ModelDefaultsFormState {
  return {
    temperature: defaults?.temperature === undefined ? "" : String(defaults.temperature),
    maxTokens: defaults?.maxTokens === undefined ? "" : String(defaults.maxTokens),
    stop: (defaults?.stop ?? []).join("\n"),
    extraBody: defaults?.extraBody === undefined ? "" : JSON.stringify(defaults.extraBody, null, 2),
  };
}

function readTemperature(text: string, problems: ModelDefaultsProblem[]): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  if (!/^[0-9]*\.?[0-9]+$/.test(trimmed) || !Number.isFinite(value) || value > 2) {
    problems.push({
      field: "temperature",
      message: `Temperature "${trimmed}" must be a number from 0 to 2, e.g. 0.7.`,
    });
    return undefined;
  }
  return value;
}

function readMaxTokens(text: string, problems: ModelDefaultsProblem[]): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < 1 || value > MAX_TOKENS) {
    problems.push({
      field: "maxTokens",
      message: `Max tokens "${trimmed}" must be a whole number from 1 to ${MAX_TOKENS}.`,
    });
    return undefined;
  }
  return value;
}

function readStop(text: string, problems: ModelDefaultsProblem[]): string[] | undefined {
  const lines = text.split("\n").map((line) => line.replace(/\r$/, ""));
  const stop = lines.filter((line) => line !== "");
  if (stop.length === 0) return undefined;
  if (stop.length > MAX_STOP_SEQUENCES) {
    problems.push({
      field: "stop",
      message: `Stop sequences: ${stop.length} given, at most ${MAX_STOP_SEQUENCES} (one per line).`,
    });
  }
  const long = stop.findIndex((sequence) => sequence.length > MAX_STOP_LENGTH);
  if (long >= 0) {
    problems.push({
      field: "stop",
      message: `Stop sequence ${long + 1} is longer than ${MAX_STOP_LENGTH} characters.`,
    });
  }
  return stop;
}

function readExtraBody(
  text: string,
  problems: ModelDefaultsProblem[],
): Record<string, unknown> | undefined {
  if (text.trim() === "") return undefined;
  const input = readJsonInput(text);
  if (!input.ok) {
    problems.push({ field: "extraBody", message: `Extra body is not JSON: ${input.message}.` });
    return undefined;
  }
  const value = input.value;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const kind = Array.isArray(value) ? "an array" : value === null ? "null" : typeof value;
    problems.push({
      field: "extraBody",
      message: `Extra body must be a JSON object ({ "top_p": 0.9 }), not ${kind}.`,
    });
    return undefined;
  }
  return value as Record<string, unknown>;
}

/**
 * Reads the defaults form: temperature 0 to 2, max tokens a whole number, stop sequences one per
 * line, extra body a JSON object (a parse error names its line and column). Every field left
 * empty means no defaults.
 */
export function readModelDefaultsForm(form: ModelDefaultsFormState): ModelDefaultsResult {
  const problems: ModelDefaultsProblem[] = [];
  const temperature = readTemperature(form.temperature, problems);
  const maxTokens = readMaxTokens(form.maxTokens, problems);
  const stop = readStop(form.stop, problems);
  const extraBody = readExtraBody(form.extraBody, problems);
  if (problems.length > 0) return { ok: false, problems };
  const defaults: ModelDefaults = {};
  if (temperature !== undefined) defaults.temperature = temperature;
  if (maxTokens !== undefined) defaults.maxTokens = maxTokens;
  if (stop !== undefined) defaults.stop = stop;
  if (extraBody !== undefined) defaults.extraBody = extraBody;
  return { ok: true, defaults: Object.keys(defaults).length > 0 ? defaults : undefined };
}

/** Every model's defaults with `model`'s replaced (or removed, for undefined). */
export function withModelDefaults(
  all: Readonly<Record<string, ModelDefaults>>,
  model: string,
  defaults: ModelDefaults | undefined,
): Record<string, ModelDefaults> {
  const next = { ...all };
  if (defaults) next[model] = defaults;
  else delete next[model];
  return next;
}

/** A one-line summary of a model's defaults (`temperature 0.2 · max 512 · 2 stops · extra body`). */
export function summarizeModelDefaults(defaults: ModelDefaults | undefined): string {
  if (!defaults) return "no defaults";
  const parts: string[] = [];
  if (defaults.temperature !== undefined) parts.push(`temperature ${defaults.temperature}`);
  if (defaults.maxTokens !== undefined) parts.push(`max ${defaults.maxTokens} tokens`);
  if (defaults.stop?.length) {
    parts.push(`${defaults.stop.length} stop${defaults.stop.length === 1 ? "" : "s"}`);
  }
  if (defaults.extraBody) {
    parts.push(`extra body ${Object.keys(defaults.extraBody).join(", ") || "{}"}`);
  }
  return parts.length > 0 ? parts.join(" · ") : "no defaults";
}
