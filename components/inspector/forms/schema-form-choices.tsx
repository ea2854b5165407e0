"use client";

import { useId } from "react";
import { fieldLabel, type SchemaField } from "@/lib/views/inspector/forms/schema-form";
import { FieldIssues, issuesAt } from "./schema-form-issues";
import type { SchemaFieldProps } from "./schema-form-props";

/**
 * An array of `enum` items as one checkbox per choice, in the schema's order, with the item
 * counts the schema asks for. Unticking the last choice of an optional field unsets it.
 */
export function ChoicesField(props: SchemaFieldProps & { field: SchemaField }) {
  const { field, value, path, issues, onChange, name, required } = props;
  const id = useId();
  const issueId = `${id}-issues`;
  const mine = issuesAt(issues, path);
  const chosen = Array.isArray(value) ? value : [];
  const isChosen = (option: unknown) =>
    chosen.some((item) => JSON.stringify(item) === JSON.stringify(option));
  const { minItems, maxItems } = field.schema;
  const limits = [
    typeof minItems === "number" ? `at least ${minItems}` : "",
    typeof maxItems === "number" ? `at most ${maxItems}` : "",
  ].filter(Boolean);
  const described =
    [field.description ? `${id}-help` : "", mine.length > 0 ? issueId : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const toggle = (option: unknown, on: boolean) => {
    const next = on
      ? field.options.filter((candidate) => candidate === option || isChosen(candidate))
      : chosen.filter((item) => JSON.stringify(item) !== JSON.stringify(option));
    onChange(path, next.length === 0 && !required ? undefined : structuredClone(next));
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" aria-describedby={described}>
      <legend className="text-xs font-medium">
        <span className={name !== undefined && field.title === undefined ? "font-mono" : undefined}>
          {fieldLabel(field, name)}
        </span>
        {required ? (
          <span aria-hidden="true" className="text-danger" title="required">
            {" "}
            *
          </span>
        ) : null}
        {limits.length > 0 ? (
          <span className="ml-2 text-[11px] font-normal text-muted">
            choose {limits.join(", ")}
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {field.options.map((option, index) => (
          <label key={JSON.stringify(option)} className="flex items-center gap-1.5 text-xs">
            <input
              type="checkbox"
              checked={isChosen(option)}
              aria-invalid={mine.length > 0 || undefined}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {field.optionLabels[index] ?? JSON.stringify(option)}
          </label>
        ))}
      </div>
      {field.description ? (
        <p id={`${id}-help`} className="text-[11px] text-muted">
          {field.description}
        </p>
      ) : null}
      <FieldIssues id={issueId} issues={mine} />
    </fieldset>
  );
}
