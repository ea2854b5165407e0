"use client";

import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/field";
import { CloseIcon, PlusIcon } from "@/components/ui/icons";
import { REDACTED } from "@/lib/security/redacted";
import type { NameValueRow } from "@/lib/views/inspector/servers/server-form";

/**
 * Name/value rows (headers or env) in a labelled group: each row's fields are named by the
 * group and its number; a value still `[redacted]` is kept by the API unless retyped. A row's
 * "Secret" box masks its value everywhere though its name does not look secret.
 */
export function ServerFormRows({
  legend,
  rows,
  onChange,
  namePlaceholder,
}: {
  legend: string;
  rows: NameValueRow[];
  onChange: (rows: NameValueRow[]) => void;
  namePlaceholder: string;
}) {
  const change = (index: number, patch: Partial<NameValueRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-xs font-medium text-ink">{legend}</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; names may be empty or repeat while typed.
        <div key={index} className="flex items-center gap-1.5">
          <input
            aria-label={`${legend} ${index + 1} name`}
            value={row.name}
            placeholder={namePlaceholder}
            onChange={(event) => change(index, { name: event.target.value })}
            className={`${inputClassName} font-mono text-xs`}
          />
          <input
            aria-label={`${legend} ${index + 1} value`}
            value={row.value}
            placeholder="value"
            title={
              row.value === REDACTED ? "Stored secret: kept unless you type a new value" : undefined
            }
            onFocus={(event) => {
              if (row.value === REDACTED) event.target.select();
            }}
            onChange={(event) => change(index, { value: event.target.value })}
            className={`${inputClassName} font-mono text-xs`}
          />
          <label
            className="flex shrink-0 items-center gap-1 text-xs text-muted"
            title="Mask this value wherever it appears (names with key, token, secret, password, auth, credential, cookie or session are masked anyway)"
          >
            <input
              type="checkbox"
              aria-label={`${legend} ${index + 1} secret`}
              checked={row.secret === true}
              onChange={(event) => change(index, { secret: event.target.checked })}
            />
            Secret
          </label>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${legend.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <CloseIcon width={12} height={12} />
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        className="self-start"
        onClick={() => onChange([...rows, { name: "", value: "" }])}
      >
        <PlusIcon width={12} height={12} />
        Add {legend === "Headers" ? "a header" : "a variable"}
      </Button>
    </fieldset>
  );
}
