"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/** The inline form that renames a session: Enter saves, Escape or Cancel leaves it as it was. */
export function SessionRenameForm({
  title,
  onSave,
  onCancel,
}: {
  title: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(title);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const trimmed = draft.trim();
  const valid = trimmed.length >= 1 && trimmed.length <= 200;
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSave(trimmed);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        New title for {title}
      </label>
      <input
        id={id}
        ref={input}
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        className="h-7 rounded-md border border-line-strong bg-surface px-2 text-xs text-ink focus:border-accent"
      />
      <div className="flex gap-1.5">
        <Button type="submit" size="sm" variant="primary" disabled={!valid}>
          Save
        </Button>
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
