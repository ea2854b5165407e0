"use client";

import { type ReactNode, useId, useState } from "react";
import { inputClassName, Select, TextArea } from "@/components/ui/field";
import { fieldLabel, type SchemaField } from "@/lib/views/inspector/forms/schema-form";
import { formatJsonText, parseJsonText } from "@/lib/views/inspector/forms/schema-form-json";
import { readNumberInput } from "@/lib/views/inspector/forms/schema-form-value";
import { FieldIssues, issuesAt } from "./schema-form-issues";
import type { SchemaFieldProps } from "./schema-form-props";

const INPUT_TYPES: Record<string, string> = {
  email: "email",
  uri: "url",
  url: "url",
  date: "date",
  time: "time",
};

/** A field that holds one value: text, a number, a checkbox, a choice, a constant, or raw JSON. */
export function ScalarField(props: SchemaFieldProps & { field: SchemaField }) {
  const { field, value, path, onChange, issues, name, required } = props;
  const id = useId();
  const issueId = `${id}-issues`;
  const mine = issuesAt(issues, path);
  const label = fieldLabel(field, name);
  const invalid = mine.length > 0;
  const described =
    [field.description ? `${id}-help` : "", invalid ? issueId : ""].filter(Boolean).join(" ") ||
    undefined;
  const common = {
    id,
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
    "aria-describedby": described,
  };
  const isNull = field.nullable && value === null;

  let control: ReactNode;
  switch (field.kind) {
    case "boolean":
      control = (
        <input
          {...common}
          type="checkbox"
          className="size-4 accent-[var(--color-accent)]"
          checked={value === true}
          disabled={isNull}
          onChange={(event) => onChange(path, event.target.checked)}
        />
      );
      break;
    case "number":
    case "integer":
      control = (
        <input
          {...common}
          type="number"
          inputMode={field.kind === "integer" ? "numeric" : "decimal"}
          step={field.kind === "integer" ? 1 : "any"}
          className={inputClassName}
          value={typeof value === "number" || typeof value === "string" ? String(value) : ""}
          disabled={isNull}
          onChange={(event) => onChange(path, readNumberInput(event.target.value))}
        />
      );
      break;
    case "enum":
      control = (
        <Select
          {...common}
          value={String(
            field.options.findIndex((option) => JSON.stringify(option) === JSON.stringify(value)),
          )}
          onChange={(event) => {
            const index = Number(event.target.value);
            onChange(path, index < 0 ? undefined : structuredClone(field.options[index]));
          }}
        >
          <option value="-1">(not set)</option>
          {field.options.map((option, index) => (
            <option key={JSON.stringify(option)} value={String(index)}>
              {field.optionLabels[index] ?? JSON.stringify(option)}
            </option>
          ))}
        </Select>
      );
      break;
    case "const":
      control = (
        <output id={id} aria-describedby={described} className="font-mono text-xs text-muted">
          {JSON.stringify(field.constValue)}
        </output>
      );
      break;
    case "null":
      control = (
        <output id={id} aria-describedby={described} className="font-mono text-xs text-muted">
          null
        </output>
      );
      break;
    case "string":
      control = (
        <input
          {...common}
          type={INPUT_TYPES[field.format ?? ""] ?? "text"}
          className={inputClassName}
          value={
            typeof value === "string"
              ? value
              : value === undefined || value === null
                ? ""
                : JSON.stringify(value)
          }
          placeholder={field.format === "date-time" ? "2025-01-31T12:00:00Z" : undefined}
          disabled={isNull}
          onChange={(event) => onChange(path, event.target.value)}
        />
      );
      break;
    default:
      control = <RawJsonControl {...props} common={common} />;
  }

  const inline = field.kind === "boolean";
  return (
    <div className="flex min-w-0 flex-col gap-1" data-field-path={path.join(".")}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {inline ? control : null}
        <label htmlFor={id} className="flex items-baseline gap-1 text-xs font-medium text-ink">
          <span
            className={name !== undefined && field.title === undefined ? "font-mono" : undefined}
          >
            {label}
          </span>
          {required ? (
            <span aria-hidden="true" className="text-danger" title="required">
              *
            </span>
          ) : null}
        </label>
        <span className="text-[11px] text-muted">
          {field.kind === "json" ? "JSON" : field.kind}
          {field.format ? ` · ${field.format}` : ""}
          {required ? " · required" : ""}
        </span>
        {field.nullable ? (
          <label className="flex items-center gap-1 text-[11px] text-muted">
            <input
              type="checkbox"
              checked={isNull}
              onChange={(event) => onChange(path, event.target.checked ? null : undefined)}
            />
            null
          </label>
        ) : null}
      </div>
      {inline ? null : control}
      {field.description ? (
        <p id={`${id}-help`} className="text-[11px] text-muted">
          {field.description}
        </p>
      ) : null}
      {field.error ? (
        <p className="text-[11px] text-warning">Shown as JSON: {field.error}</p>
      ) : null}
      <FieldIssues id={issueId} issues={mine} />
    </div>
  );
}

/** A JSON box for a value the form cannot shape (no type, or a broken `$ref`). */
function RawJsonControl({
  value,
  path,
  onChange,
  common,
}: SchemaFieldProps & { common: { id: string; "aria-describedby"?: string } }) {
  const [draft, setDraft] = useState<{ text: string; error?: string } | null>(null);
  const shown = draft?.text ?? (value === undefined ? "" : formatJsonText(value));
  return (
    <div className="flex flex-col gap-1">
      <TextArea
        {...common}
        mono
        rows={3}
        value={shown}
        aria-invalid={draft?.error ? true : undefined}
        onChange={(event) => {
          const text = event.target.value;
          if (text.trim() === "") {
            setDraft(null);
            onChange(path, undefined);
            return;
          }
          const parsed = parseJsonText(text);
          if (parsed.ok) {
            setDraft(null);
            onChange(path, parsed.value);
          } else {
            setDraft({ text, error: parsed.message });
          }
        }}
      />
      {draft?.error ? <p className="text-[11px] text-danger">Not JSON yet: {draft.error}</p> : null}
    </div>
  );
}
