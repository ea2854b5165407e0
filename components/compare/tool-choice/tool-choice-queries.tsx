"use client";

import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/field";
import { PlusIcon } from "@/components/ui/icons";
import { SuggestField } from "@/components/ui/suggest-field";
import type { ToolChoiceQueryDraft } from "@/lib/views/compare/tool-choice-draft";

/**
 * The matrix's query rows: each query's text and the tool a person expects for it (the chosen
 * servers' tools suggested, any name taken: `server.tool` or a bare tool name), one row added or
 * removed at a time.
 */
export function ToolChoiceQueries({
  queries,
  tools,
  onChange,
  onAdd,
  onRemove,
}: {
  queries: readonly ToolChoiceQueryDraft[];
  tools: readonly string[];
  onChange: (index: number, change: Partial<ToolChoiceQueryDraft>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-xs font-medium">Queries</legend>
      <ol className="flex flex-col gap-2">
        {queries.map((query, index) => (
          <li key={query.key} className="flex min-w-0 flex-wrap items-end gap-2">
            <label className="flex min-w-64 flex-1 flex-col gap-0.5 text-[11px] font-medium">
              {`Query ${index + 1}`}
              <input
                value={query.text}
                placeholder="What would a person ask?"
                onChange={(event) => onChange(index, { text: event.target.value })}
                className={`${inputClassName} text-xs`}
              />
            </label>
            <SuggestField
              label={`Expected tool ${index + 1}`}
              value={query.expect}
              placeholder="server.tool (optional)"
              suggestions={tools}
              widthClassName="w-56"
              onChange={(expect) => onChange(index, { expect })}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove query ${index + 1}`}
              onClick={() => onRemove(index)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button size="sm" onClick={onAdd}>
          <PlusIcon />
          Add query
        </Button>
      </div>
    </fieldset>
  );
}
