"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextArea } from "@/components/ui/field";
import { useMacKeyboard } from "@/hooks/shared/use-mac-keyboard";
import { useRevealOnOpen } from "@/hooks/shared/use-reveal-on-open";
import type { ParsedAction } from "@/lib/events/types";
import { withShortcut } from "@/lib/views/playground/layout/keyboard-shortcuts";

/** Types the observation by hand instead of running the action. */
export function MockForm({
  busy,
  onSend,
  onCancel,
}: {
  busy: boolean;
  onSend: (observation: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const mac = useMacKeyboard();
  useRevealOnOpen(form, input);
  return (
    <form
      ref={form}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text);
      }}
    >
      <Field label="Mock observation" hint="sent back as the tool's result">
        {(id) => (
          <TextArea
            id={id}
            mono
            rows={4}
            value={text}
            ref={input}
            placeholder="e.g. Tomorrow: sunny, 24 °C, light wind."
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="primary"
          size="sm"
          disabled={busy}
          title={withShortcut("Send mock", "submit-form", mac)}
        >
          Send mock
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Changes the action's parameters, then executes it. */
export function EditForm({
  action,
  busy,
  onExecute,
  onCancel,
}: {
  action: ParsedAction;
  busy: boolean;
  onExecute: (params: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const [params, setParams] = useState(action.params);
  const form = useRef<HTMLFormElement>(null);
  const mac = useMacKeyboard();
  useRevealOnOpen(form);
  return (
    <form
      ref={form}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onExecute(params);
      }}
    >
      {Object.entries(params).map(([name, value]) => (
        <Field key={name} label={name}>
          {(id) => (
            <TextArea
              id={id}
              mono
              rows={Math.min(8, Math.max(1, value.split("\n").length))}
              value={value}
              onChange={(event) => setParams({ ...params, [name]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="primary"
          size="sm"
          disabled={busy}
          title={withShortcut("Execute edited", "submit-form", mac)}
        >
          Execute edited
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
