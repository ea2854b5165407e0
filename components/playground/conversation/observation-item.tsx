"use client";

import { clsx } from "clsx";
import { useId, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { ForkEdit } from "@/lib/api/sessions";
import type { TimelineItem } from "@/lib/views/playground/conversation/session-timeline";
import { jsonInText } from "@/lib/views/shared/json/json-text";
import { EditInForkDialog } from "./edit-in-fork-dialog";

type ObservationEntry = Extract<TimelineItem, { kind: "observation" }>;

/**
 * The latest observation while it can still be edited: where the next step's history holds it,
 * the field's text (the page keeps it, so Step can save an edit first) and what to do with it.
 */
export interface ObservationEditor {
  index: number;
  text: string;
  dirty: boolean;
  onChange: (text: string) => void;
  onDiscard: () => void;
  onSave: () => void;
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
 * "Observation" field: saving replaces that message of the history, and Step saves an unsaved
 * edit before it steps; "Edit in a fork" sends the edit to a new session forked at this turn
 * instead, and leaves this one's transcript as it was (an earlier observation offers it too, in
 * a dialog). A result that is JSON (or ends in JSON after its heading line) is shown in
 * the JSON viewer.
 */
export function ObservationItem({
  item,
  editable,
  busy,
  onFork,
  lit = false,
  onSelect,
}: {
  item: ObservationEntry;
  editable: ObservationEditor | null;
  busy: boolean;
  onFork?: ((turn: number, edit?: ForkEdit) => Promise<void>) | undefined;
  /** Lit as part of its turn's chain: the action and the JSON-RPC exchanges it came from. */
  lit?: boolean;
  /** Selects the observation, lighting that chain (absent: not offered). */
  onSelect?: () => void;
}) {
  const id = useId();
  const json = useMemo(() => (editable ? undefined : jsonInText(item.text)), [editable, item.text]);
  return (
    <article
      aria-label={`Observation, turn ${item.turn}`}
      aria-current={lit ? "true" : undefined}
      data-linked={lit ? "true" : undefined}
      className={clsx(
        "flex flex-col gap-1.5 rounded-md border-l-2 pl-2",
        lit ? "border-lit-line bg-lit" : "border-transparent",
      )}
    >
      <header className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-muted uppercase">
        {editable ? <label htmlFor={id}>Observation</label> : <span>Observation</span>}
        <Badge className="normal-case">{sourceLabels[item.source]}</Badge>
        {item.isError ? (
          <Badge tone="danger" className="normal-case">
            error
          </Badge>
        ) : null}
        {onFork && !editable ? (
          <EditInForkDialog
            turn={item.turn}
            what={`the observation of turn ${item.turn}`}
            text={item.text}
            toEdit={(observation) => ({ observation })}
            onFork={onFork}
          />
        ) : null}
        {onSelect ? (
          <button
            type="button"
            aria-pressed={lit}
            onClick={onSelect}
            title="Light the action and the JSON-RPC messages this observation came from"
            className="ml-auto cursor-pointer rounded-md border border-line px-1.5 py-0.5 font-normal tracking-normal normal-case hover:border-accent focus-visible:outline-2 focus-visible:outline-accent aria-pressed:border-lit-line aria-pressed:bg-lit"
          >
            Select observation
          </button>
        ) : null}
        {editable ? (
          <span className="font-normal normal-case">
            user message #{editable.index},{" "}
            {editable.dirty ? "unsaved edit, Step saves it first" : "sent with the next Step"}
          </span>
        ) : null}
      </header>
      {editable ? (
        <>
          <TextArea
            id={id}
            mono
            spellCheck={false}
            rows={Math.min(14, Math.max(3, editable.text.split("\n").length + 1))}
            value={editable.text}
            onChange={(event) => editable.onChange(event.target.value)}
          />
          <div className="flex items-center gap-2">
            <Button
              size="sm"
              variant={editable.dirty ? "primary" : "secondary"}
              disabled={!editable.dirty || busy}
              onClick={editable.onSave}
            >
              Save observation
            </Button>
            {onFork ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={!editable.dirty || busy}
                title="Start a new session from this turn with the edited observation; this one stays as it was"
                onClick={() => {
                  const text = editable.text;
                  editable.onDiscard();
                  void onFork(item.turn, { observation: text });
                }}
              >
                Edit in a fork
              </Button>
            ) : null}
            {editable.dirty ? (
              <Button size="sm" variant="ghost" onClick={editable.onDiscard}>
                Discard
              </Button>
            ) : null}
          </div>
        </>
      ) : json ? (
        <div className="flex flex-col gap-1">
          {json.heading ? (
            <p className="font-mono text-xs break-words whitespace-pre-wrap">{json.heading}</p>
          ) : null}
          <JsonViewer value={json.value} />
        </div>
      ) : (
        <pre className="rounded-md border border-line bg-sunken px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap">
          {item.text}
        </pre>
      )}
    </article>
  );
}
