"use client";

import { useId } from "react";
import { TextArea } from "@/components/ui/field";
import type { JsonTextResult } from "@/lib/views/inspector/forms/schema-form-json";

/** The raw JSON editor of a generated form: the arguments as text, and where the text stops being JSON. */
export function SchemaFormJson({
  text,
  parsed,
  onText,
  label = "Arguments as JSON",
}: {
  text: string;
  parsed: JsonTextResult;
  onText: (text: string) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <TextArea
        id={id}
        mono
        rows={Math.min(24, Math.max(6, text.split("\n").length + 1))}
        spellCheck={false}
        value={text}
        aria-invalid={parsed.ok ? undefined : true}
        aria-describedby={parsed.ok ? undefined : `${id}-error`}
        onChange={(event) => onText(event.target.value)}
      />
      {parsed.ok ? null : (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          Not valid JSON: {parsed.message}
        </p>
      )}
    </div>
  );
}
