"use client";

import { useEffect, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import type { TimelineItem } from "@/lib/views/session-timeline";

type ObservationEntry = Extract<TimelineItem, { kind: "observation" }>;

/** Where the next step's history holds this observation, when it can still be edited. */
export interface EditableMessage {
  index: number;
  content: string;
}

const sourceLabels: Record<ObservationEntry["source"], string> = {
  mcp: "MCP result",
  builtin: "built-in tool",
  mock: "mocked",
  user: "user reply",
  host: "host",
};

/**
 * An observation going back to the model. The latest one, before the next Step, is an editable
 * "Observation" field: saving replaces that message of the history.
 */
export function ObservationItem({
  item,
  editable,
  busy,
  onSave,
}: {
  item: ObservationEntry;
  editable: EditableMessage | null;
  busy: boolean;
  onSave: (index: number, content: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(editable?.content ?? item.text);
  const saved = editable?.content;
  useEffect(() => {
    if (saved !== undefined) setDraft(saved);
  }, [saved]);
  const dirty = editable !== null && draft !== editable.content;
  return (
    <article aria-label={`Observation, turn ${item.turn}`} className="flex flex-col gap-1.5">
      <header className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-muted uppercase">
        {editable ? <label htmlFor={id}>Observation</label> : <span>Observation</span>}
        <Badge className="normal-case">{sourceLabels[item.source]}</Badge>
        {item.isError ? (
          <Badge tone="danger" className="normal-case">
            error
          </Badge>
        ) : null}
        {editable ? (
          <span className="font-normal normal-case">
            user message #{editable.index}, sent with the next Step
          </span>
        ) : null}
      </header>
      {editable ? (
        <>
          <TextArea
            id={id}
            mono
            spellCheck={false}
            rows={Math.min(14, Math.max(3, draft.split("\n").length + 1))}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="flex items-center gap-2">
            <Button
              size="sm"
              variant={dirty ? "primary" : "secondary"}
              disabled={!dirty || busy}
              onClick={() => onSave(editable.index, draft)}
            >
              Save observation
            </Button>
            {dirty ? (
              <Button size="sm" variant="ghost" onClick={() => setDraft(editable.content)}>
                Discard
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <pre className="rounded-md border border-line bg-sunken px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap">
          {item.text}
        </pre>
      )}
    </article>
  );
}
