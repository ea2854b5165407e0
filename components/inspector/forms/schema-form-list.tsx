"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/field";
import { fieldLabel, type SchemaField } from "@/lib/views/inspector/forms/schema-form";
import type { JsonSchema } from "@/lib/views/inspector/forms/schema-form-ref";
import {
  blankValue,
  freshKey,
  moveItem,
  renameKey,
} from "@/lib/views/inspector/forms/schema-form-value";
import { SchemaFieldView } from "./schema-form";
import { FieldIssues, issuesAt } from "./schema-form-issues";
import type { SchemaFieldProps } from "./schema-form-props";

/** An array: each item's field with buttons to move it up or down or remove it, and Add item. */
export function ArrayField(props: SchemaFieldProps & { field: SchemaField }) {
  const { field, value, path, root, issues, onChange, depth, name, required } = props;
  const list = Array.isArray(value) ? value : [];
  const label = fieldLabel(field, name);
  const issueId = useId();
  const mine = issuesAt(issues, path);
  const set = (next: unknown[]) => onChange(path, next);
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-2"
      aria-describedby={mine.length > 0 ? issueId : undefined}
    >
      <legend className="px-1 text-xs font-medium">
        <span className={field.title ? undefined : "font-mono"}>{label}</span>
        {required ? (
          <span className="text-danger" title="required">
            {" "}
            *<span className="sr-only"> (required)</span>
          </span>
        ) : null}
        <span className="text-[11px] font-normal text-muted">
          {" "}
          array · {list.length} {list.length === 1 ? "item" : "items"}
        </span>
      </legend>
      {field.description ? <p className="text-[11px] text-muted">{field.description}</p> : null}
      <ol className="flex flex-col gap-2">
        {list.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are places in the array; moving one moves its value.
          <li key={index} className="flex items-start gap-1">
            <div className="min-w-0 flex-1">
              <SchemaFieldView
                schema={field.items}
                root={root}
                value={item}
                path={[...path, index]}
                name={`${label}[${index}]`}
                issues={issues}
                depth={depth + 1}
                onChange={onChange}
              />
            </div>
            <div className="flex shrink-0 gap-0.5">
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${label} item ${index + 1} up`}
                disabled={index === 0}
                onClick={() => set(moveItem(list, index, index - 1))}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move ${label} item ${index + 1} down`}
                disabled={index === list.length - 1}
                onClick={() => set(moveItem(list, index, index + 1))}
              >
                ↓
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${label} item ${index + 1}`}
                onClick={() => set(list.filter((_, at) => at !== index))}
              >
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        className="self-start"
        onClick={() => set([...list, blankValue(field.items, root)])}
      >
        Add item to {label}
      </Button>
      <FieldIssues id={issueId} issues={mine} />
    </fieldset>
  );
}

/** An object's keys beyond its named properties (`additionalProperties`), as key/value rows. */
export function EntriesField(
  props: SchemaFieldProps & { field: SchemaField; itemSchema: JsonSchema },
) {
  const { field, value, path, root, issues, onChange, depth, itemSchema, name } = props;
  const record =
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const named = new Set(field.properties.map((property) => property.name));
  const extra = Object.keys(record).filter((key) => !named.has(key));
  const owner = name ?? "arguments";
  return (
    <div className="flex flex-col gap-2">
      <p className="text-[11px] text-muted">Other properties of {owner}</p>
      {extra.map((key) => (
        <div key={key} className="flex items-start gap-1">
          <KeyInput
            label={`Name of property ${key}`}
            value={key}
            onRename={(next) =>
              onChange(path, renameKey(record, [], key, next) as Record<string, unknown>)
            }
            taken={(next) => next !== key && Object.hasOwn(record, next)}
          />
          <div className="min-w-0 flex-1">
            <SchemaFieldView
              schema={itemSchema}
              root={root}
              value={record[key]}
              path={[...path, key]}
              name={key}
              issues={issues}
              depth={depth + 1}
              onChange={onChange}
            />
          </div>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove property ${key}`}
            onClick={() => onChange([...path, key], undefined)}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        className="self-start"
        onClick={() => onChange([...path, freshKey(record)], blankValue(itemSchema, root))}
      >
        Add property to {owner}
      </Button>
    </div>
  );
}

/** A property name box: a rename applies on blur or Enter, and a name already taken is refused. */
function KeyInput({
  label,
  value,
  onRename,
  taken,
}: {
  label: string;
  value: string;
  onRename: (next: string) => void;
  taken: (next: string) => boolean;
}) {
  const [draft, setDraft] = useState(value);
  const clash =
    draft === ""
      ? "A property needs a name."
      : taken(draft)
        ? `"${draft}" is already a property.`
        : null;
  const commit = () => {
    if (!clash && draft !== value) onRename(draft);
  };
  return (
    <div className="flex w-36 shrink-0 flex-col gap-1">
      <input
        aria-label={label}
        className={`${inputClassName} font-mono`}
        value={draft}
        aria-invalid={clash ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
      {clash ? <p className="text-[11px] text-danger">{clash}</p> : null}
    </div>
  );
}
