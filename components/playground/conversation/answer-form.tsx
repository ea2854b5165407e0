"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextArea } from "@/components/ui/field";

/**
 * A text box in the conversation for what the person says back: the answer to the model's
 * follow-up question (sent as the observation), or feedback after its final answer.
 */
export function AnswerForm({
  label,
  hint,
  submitLabel,
  busy,
  onSend,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  onSend: (text: string) => void;
}) {
  const [text, setText] = useState("");
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() === "") return;
        onSend(text);
        setText("");
      }}
    >
      <Field label={label} hint={hint}>
        {(id) => (
          <TextArea
            id={id}
            rows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" variant="primary" size="sm" disabled={busy || text.trim() === ""}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
