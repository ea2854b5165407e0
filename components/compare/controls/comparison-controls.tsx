import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/field";
import { StepIcon } from "@/components/ui/icons";
import type { ComparisonCommand } from "@/hooks/compare/use-comparison-commands";

/** Most turns Run all offers to bound a run with. */
const MAX_RUN_TURNS = 50;

/**
 * The commands on every column at once: Step all (each column that can takes its next turn),
 * Run all (each runs up to its bound, pausing at decisions) and Stop all.
 */
export function ComparisonControls({
  busy,
  canStep,
  running,
  onStep,
  onRun,
  onStop,
}: {
  busy: ComparisonCommand | null;
  canStep: boolean;
  running: boolean;
  onStep: () => void;
  onRun: (maxTurns: number | undefined) => void;
  onStop: () => void;
}) {
  const [maxTurns, setMaxTurns] = useState("");
  const maxTurnsId = useId();
  const bound = Number(maxTurns);
  const validBound =
    maxTurns === "" || (Number.isInteger(bound) && bound >= 1 && bound <= MAX_RUN_TURNS);
  const idle = busy === null;
  return (
    <div role="toolbar" aria-label="Every column" className="flex flex-wrap items-center gap-2">
      <Button variant="primary" disabled={!idle || !canStep} onClick={onStep}>
        <StepIcon width={13} height={13} />
        {busy === "Step all" ? "Stepping…" : "Step all"}
      </Button>
      <Button
        disabled={!idle || running || !validBound}
        onClick={() => onRun(maxTurns === "" ? undefined : bound)}
      >
        {busy === "Run all" ? "Starting…" : "Run all"}
      </Button>
      <label htmlFor={maxTurnsId} className="text-xs text-muted">
        Max turns
      </label>
      <input
        id={maxTurnsId}
        type="number"
        min={1}
        max={MAX_RUN_TURNS}
        placeholder="default"
        aria-invalid={!validBound || undefined}
        className={`${inputClassName} w-20`}
        value={maxTurns}
        onChange={(event) => setMaxTurns(event.target.value)}
      />
      <Button variant="danger" disabled={!running && busy !== "Step all"} onClick={onStop}>
        Stop all
      </Button>
    </div>
  );
}
