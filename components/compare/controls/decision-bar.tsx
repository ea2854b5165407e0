import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import type { ComparisonColumnView, ComparisonDecisionInput } from "@/lib/api/comparisons";

/**
 * The decision for the columns waiting on one: Execute, Mock (with one **shared observation**
 * sent to each, so the comparison is about the models and not the tools) or Skip, for every
 * waiting column or those ticked.
 */
export function DecisionBar({
  waiting,
  busy,
  onDecide,
}: {
  waiting: ComparisonColumnView[];
  busy: boolean;
  onDecide: (decision: ComparisonDecisionInput) => void;
}) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [mocking, setMocking] = useState(false);
  const [observation, setObservation] = useState("");
  const observationId = useId();
  const chosen = waiting.filter((column) => !unticked.has(column.column));
  const columns =
    chosen.length === waiting.length ? {} : { columns: chosen.map((column) => column.column) };
  const none = chosen.length === 0;
  const decide = (decision: ComparisonDecisionInput) => {
    onDecide({ ...decision, ...columns });
    setMocking(false);
  };
  return (
    <section
      aria-label="Decision for waiting columns"
      className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning-soft/40 p-2"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className="font-medium">
          {waiting.length === 1 ? "1 column waits" : `${waiting.length} columns wait`} for a
          decision:
        </span>
        {waiting.map((column) => (
          <label key={column.sessionId} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={!unticked.has(column.column)}
              onChange={(event) =>
                setUnticked((current) => {
                  const next = new Set(current);
                  if (event.target.checked) next.delete(column.column);
                  else next.add(column.column);
                  return next;
                })
              }
            />
            {column.label}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          size="sm"
          disabled={busy || none}
          onClick={() => decide({ decision: "execute" })}
        >
          Execute for {chosen.length === waiting.length ? "all" : chosen.length}
        </Button>
        <Button
          size="sm"
          disabled={busy || none}
          aria-expanded={mocking}
          onClick={() => setMocking((open) => !open)}
        >
          Mock…
        </Button>
        <Button size="sm" disabled={busy || none} onClick={() => decide({ decision: "skip" })}>
          Skip for {chosen.length === waiting.length ? "all" : chosen.length}
        </Button>
      </div>
      {mocking ? (
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            decide({ decision: "mock", observation });
          }}
        >
          <label htmlFor={observationId} className="text-xs font-medium">
            Shared observation
          </label>
          <TextArea
            id={observationId}
            rows={3}
            mono
            placeholder="What every chosen column receives instead of running its action"
            value={observation}
            onChange={(event) => setObservation(event.target.value)}
          />
          <Button type="submit" size="sm" className="self-start" disabled={busy || none}>
            Send to{" "}
            {chosen.length === waiting.length ? "every waiting column" : `${chosen.length} columns`}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
