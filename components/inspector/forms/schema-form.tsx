"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import type { SchemaIssue } from "@/lib/views/inspector/forms/json-schema-check";
import {
  describeField,
  fieldLabel,
  pickVariant,
  type SchemaField,
  takesNoArguments,
} from "@/lib/views/inspector/forms/schema-form";
import type { JsonSchema } from "@/lib/views/inspector/forms/schema-form-ref";
import { blankValue, setValueAt } from "@/lib/views/inspector/forms/schema-form-value";
import { ChoicesField } from "./schema-form-choices";
import { FieldIssues, issuesAt } from "./schema-form-issues";
import { ArrayField, EntriesField } from "./schema-form-list";
import type { SchemaFieldProps } from "./schema-form-props";
import { ScalarField } from "./schema-form-scalar";

/** How deep the form nests before it shows the rest as raw JSON. */
const MAX_FORM_DEPTH = 12;

/**
 * A form generated from a JSON Schema (a tool's `inputSchema`, an elicitation's
 * `requestedSchema`): one control per property, nested objects and arrays, variant pickers,
 * choices, key/value rows, defaults, required marks, help text and, under each field, what the
 * check found wrong with it. `emptyText` is what an object without properties says.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  issues,
  emptyText,
}: {
  schema: JsonSchema;
  value: unknown;
  onChange: (next: unknown) => void;
  issues: SchemaIssue[];
  emptyText?: string;
}) {
  return (
    <SchemaFieldView
      schema={schema}
      root={schema}
      value={value}
      path={[]}
      issues={issues}
      depth={0}
      onChange={(path, next) => onChange(setValueAt(value, path, next))}
      {...(emptyText === undefined ? {} : { emptyText })}
    />
  );
}

/** One field of a generated form, by what its schema describes. */
export function SchemaFieldView(props: SchemaFieldProps) {
  const field = describeField(props.schema, props.root);
  const kind = props.depth > MAX_FORM_DEPTH ? "json" : field.kind;
  if (kind === "object") return <ObjectField {...props} field={field} />;
  if (kind === "array") return <ArrayField {...props} field={field} />;
  if (kind === "choices") return <ChoicesField {...props} field={field} />;
  if (kind === "variants") return <VariantsField {...props} field={field} />;
  return (
    <ScalarField {...props} field={kind === field.kind ? field : { ...field, kind: "json" }} />
  );
}

/** An object: its properties, then its extra keys as rows. The top level has no frame. */
function ObjectField(props: SchemaFieldProps & { field: SchemaField }) {
  const { field, value, path, root, issues, onChange, depth, name, required } = props;
  const record =
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  const mine = issuesAt(issues, path);
  const issueId = useId();
  if (path.length === 0 && takesNoArguments(props.schema, root)) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-xs text-muted">
          {props.emptyText ?? "This tool takes no arguments: it is called with {}."}
        </p>
        <FieldIssues id={issueId} issues={mine} />
      </div>
    );
  }
  const body = (
    <div className="flex flex-col gap-3">
      {field.description && path.length > 0 ? (
        <p className="text-[11px] text-muted">{field.description}</p>
      ) : null}
      {field.properties.length === 0 && field.additional === undefined ? (
        <p className="text-xs text-muted">No arguments.</p>
      ) : null}
      {field.properties.map((property) => (
        <PropertyField
          key={property.name}
          schema={property.schema}
          root={root}
          value={record?.[property.name]}
          path={[...path, property.name]}
          name={property.name}
          required={property.required}
          issues={issues}
          depth={depth + 1}
          onChange={onChange}
        />
      ))}
      {field.additional !== undefined && field.additional !== false ? (
        <EntriesField {...props} field={field} itemSchema={field.additional} />
      ) : null}
      <FieldIssues id={issueId} issues={mine} />
    </div>
  );
  if (path.length === 0) return body;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-2"
      aria-describedby={mine.length > 0 ? issueId : undefined}
    >
      <legend className="px-1 text-xs font-medium">
        <span className={field.title ? undefined : "font-mono"}>{fieldLabel(field, name)}</span>
        {required ? (
          <span className="text-danger" title="required">
            {" "}
            *<span className="sr-only"> (required)</span>
          </span>
        ) : null}
        <span className="text-[11px] font-normal text-muted"> object</span>
      </legend>
      {body}
    </fieldset>
  );
}

/**
 * A property: a container (object, array, choice) the value does not hold yet is offered with
 * an Add button, so a recursive schema expands only as far as the person goes.
 */
function PropertyField(props: SchemaFieldProps) {
  const field = describeField(props.schema, props.root);
  const container = field.kind === "object" || field.kind === "array" || field.kind === "variants";
  if (container && props.value === undefined && !props.required) {
    return (
      <div className="flex items-center gap-2 text-xs">
        <span className={field.title ? undefined : "font-mono"}>
          {fieldLabel(field, props.name)}
        </span>
        <span className="text-[11px] text-muted">
          {field.kind === "variants" ? "choice" : field.kind} · not set
        </span>
        <Button
          size="sm"
          aria-label={`Add ${fieldLabel(field, props.name)}`}
          onClick={() => props.onChange(props.path, blankValue(props.schema, props.root))}
        >
          Add
        </Button>
        {field.description ? (
          <span className="truncate text-[11px] text-muted">{field.description}</span>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex items-start gap-1">
      <div className="min-w-0 flex-1">
        <SchemaFieldView {...props} />
      </div>
      {container && !props.required && props.value !== undefined ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove ${fieldLabel(field, props.name)}`}
          onClick={() => props.onChange(props.path, undefined)}
        >
          Remove
        </Button>
      ) : null}
    </div>
  );
}

/** An `anyOf`/`oneOf` (or several types): a picker for the variant, then that variant's field. */
function VariantsField(props: SchemaFieldProps & { field: SchemaField }) {
  const { field, value, path, root, onChange, name, required } = props;
  const id = useId();
  const chosen = pickVariant(field, value, root);
  const variant = field.variants[chosen];
  const label = fieldLabel(field, name);
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-md border border-dashed border-line p-2">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={id} className="flex items-baseline gap-1 text-xs font-medium">
          <span className={field.title ? undefined : "font-mono"}>{label}</span>
          {required ? (
            <span aria-hidden="true" className="text-danger" title="required">
              *
            </span>
          ) : null}
        </label>
        <span className="text-[11px] text-muted">
          one of {field.variants.length}
          {required ? " · required" : ""}
        </span>
      </div>
      <Select
        id={id}
        aria-required={required || undefined}
        compact
        className="self-start"
        value={String(chosen)}
        onChange={(event) => {
          const next = field.variants[Number(event.target.value)];
          onChange(path, blankValue(next?.schema, root));
        }}
      >
        {field.variants.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: variants are the schema's, in its fixed order.
          <option key={index} value={String(index)}>
            {option.label}
          </option>
        ))}
      </Select>
      {field.description ? <p className="text-[11px] text-muted">{field.description}</p> : null}
      {variant ? (
        <SchemaFieldView
          {...props}
          schema={variant.schema}
          name={`${label} (${variant.label})`}
          required={false}
        />
      ) : null}
    </div>
  );
}
