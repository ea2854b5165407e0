"use client";

import { useId } from "react";
import { inputClassName } from "@/components/ui/field";

/**
 * A compact labelled text input that suggests the values seen so far (a `datalist`) while taking
 * any text: the filters of the inspector's and the proxy's traffic tables.
 */
export function SuggestField({
  label,
  value,
  placeholder,
  suggestions,
  widthClassName,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  suggestions: readonly string[];
  /** The input's width, a Tailwind class such as `w-36`. */
  widthClassName: string;
  onChange: (value: string) => void;
}) {
  const listId = useId();
  return (
    <label className="flex flex-col gap-0.5 text-[11px] font-medium">
      {label}
      <input
        list={listId}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClassName} h-6 ${widthClassName} text-xs`}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </label>
  );
}
