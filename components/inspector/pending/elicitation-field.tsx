"use client";

import { useId } from "react";
import { inputClassName } from "@/components/inspector/inspector-input";
import { Field, Select } from "@/components/ui/field";
import type { ElicitationField, ElicitationValue } from "@/lib/views/inspector/pending/elicitation";

const INPUT_TYPES = { email: "email", uri: "url", date: "date", "date-time": "text" } as const;

function Label({ field }: { field: ElicitationField }) {
  return (
    <>
      {field.label}
      {field.required ? (
        <span className="text-danger" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
}

/**
 * One field of an elicitation form, by its kind: text, number, checkbox, choice or choices. A
 * `problem` is shown under it, the control marked `aria-invalid` and described by the message.
 */
export function ElicitationFieldInput({
  field,
  value,
  problem,
  onChange,
}: {
  field: ElicitationField;
  value: ElicitationValue | undefined;
  problem?: string;
  onChange: (value: ElicitationValue) => void;
}) {
  const descriptionId = useId();
  const problemId = useId();
  const description = (
    <>
      {field.description ? (
        <p id={descriptionId} className="text-[11px] text-muted">
          {field.description}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className="text-[11px] text-danger">
          {problem}
        </p>
      ) : null}
    </>
  );
  const describedBy =
    [field.description ? descriptionId : "", problem ? problemId : ""].filter(Boolean).join(" ") ||
    undefined;
  const invalid = problem ? true : undefined;

  if (field.kind === "boolean") {
    return (
      <div className="flex flex-col gap-0.5">
        <label className="flex items-center gap-2 text-xs font-medium">
          <input
            type="checkbox"
            name={field.name}
            checked={value === true}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
          />
          <Label field={field} />
        </label>
        {description}
      </div>
    );
  }
  if (field.kind === "multi-select") {
    const chosen = Array.isArray(value) ? value : [];
    const limits = [
      field.minItems !== undefined ? `at least ${field.minItems}` : "",
      field.maxItems !== undefined ? `at most ${field.maxItems}` : "",
    ].filter(Boolean);
    return (
      <fieldset className="flex flex-col gap-1" aria-describedby={describedBy}>
        <legend className="text-xs font-medium">
          <Label field={field} />
          {limits.length > 0 ? (
            <span className="ml-2 text-[11px] font-normal text-muted">
              choose {limits.join(", ")}
            </span>
          ) : null}
        </legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {field.options.map((option) => (
            <label key={option.value} className="flex items-center gap-1.5 text-xs">
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={chosen.includes(option.value)}
                aria-invalid={invalid}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((item) => item !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </div>
        {description}
      </fieldset>
    );
  }
  const text = typeof value === "string" ? value : "";
  return (
    <Field label={<Label field={field} />}>
      {(id) => (
        <>
          {field.kind === "select" ? (
            <Select
              id={id}
              name={field.name}
              value={text}
              aria-required={field.required || undefined}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
            >
              <option value="">{field.required ? "Choose one" : "(none)"}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          ) : (
            <input
              id={id}
              name={field.name}
              className={inputClassName}
              value={text}
              aria-required={field.required || undefined}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
              {...inputAttributes(field)}
            />
          )}
          {description}
        </>
      )}
    </Field>
  );
}

function inputAttributes(field: ElicitationField): Record<string, string | number | undefined> {
  switch (field.kind) {
    case "number":
    case "integer":
      return {
        type: "number",
        step: field.kind === "integer" ? 1 : "any",
        min: field.minimum,
        max: field.maximum,
      };
    case "text":
      return {
        type: field.format ? INPUT_TYPES[field.format] : "text",
        minLength: field.minLength,
        maxLength: field.maxLength,
        placeholder: field.format === "date-time" ? "2025-01-31T14:30:00Z" : undefined,
      };
    case "json":
      return { type: "text", placeholder: "JSON", spellCheck: "false" };
    default:
      return {};
  }
}
