"use client";

import { useEffect, useId, useRef, useState } from "react";
import { inputClassName } from "@/components/ui/field";
import { errorMessage } from "@/lib/errors";
import { COMPLETION_DEBOUNCE_MS } from "@/lib/views/inspector/forms/completion";

/**
 * A text field whose suggestions come from the server's `completion/complete` as the person
 * types (debounced; the latest answer wins), offered as the field's datalist. Without `suggest`
 * it is a plain text field.
 */
export function CompletionInput({
  id,
  name,
  value,
  onChange,
  suggest,
  required,
  describedBy,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  suggest?: (value: string) => Promise<string[]>;
  required?: boolean;
  describedBy?: string;
}) {
  const listId = useId();
  const errorId = useId();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    if (!suggest || !focused) return;
    const ask = latest.current + 1;
    latest.current = ask;
    const timer = setTimeout(() => {
      suggest(value).then(
        (values) => {
          if (latest.current !== ask) return;
          setSuggestions(values);
          setError(null);
        },
        (failure: unknown) => {
          if (latest.current !== ask) return;
          setSuggestions([]);
          setError(`Completion failed: ${errorMessage(failure)}`);
        },
      );
    }, COMPLETION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [suggest, value, focused]);

  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        className={inputClassName}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-describedby={described || undefined}
        list={suggest ? listId : undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(event) => onChange(event.target.value)}
        data-suggestions={suggestions.length}
      />
      {suggest ? (
        <datalist id={listId} data-testid={`completions-${name}`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {suggest && focused && suggestions.length > 0 ? (
        <span className="sr-only" aria-live="polite">
          {suggestions.length === 1 ? "1 suggestion" : `${suggestions.length} suggestions`}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} role="alert" className="text-[11px] text-danger">
          {error}
        </span>
      ) : null}
    </>
  );
}
