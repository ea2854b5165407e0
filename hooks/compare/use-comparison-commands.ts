"use client";

import { useCallback, useState } from "react";
import type { ColumnOutcome, ComparisonDecisionInput } from "@/lib/api/comparisons";
import { browserComparisonsApi } from "@/lib/views/compare/api";
import { type ColumnNote, columnNotes } from "@/lib/views/compare/columns";

/** One command on every column, as the controls name it. */
export type ComparisonCommand = "Step all" | "Run all" | "Stop all" | "Decide";

/**
 * Step all, Run all, Stop all and decisions on the open comparison: which command is under way,
 * and each column's note from the last one (its own error, or why it was skipped), which that
 * column shows. A refusal of the whole command (409: nothing can step) goes to `report`.
 */
export function useComparisonCommands(input: {
  id: string;
  refresh: () => Promise<void>;
  report: (error: unknown, action: string) => void;
}) {
  const { id, refresh, report } = input;
  const [busy, setBusy] = useState<ComparisonCommand | null>(null);
  const [notes, setNotes] = useState<ReadonlyMap<number, ColumnNote>>(new Map());

  const perform = useCallback(
    async (
      command: ComparisonCommand,
      call: () => Promise<{ columns: Array<ColumnOutcome<unknown>> }>,
    ) => {
      setBusy(command);
      try {
        const answer = await call();
        setNotes(columnNotes(command === "Decide" ? "The decision" : command, answer.columns));
      } catch (error) {
        setNotes(new Map());
        report(error, command);
      } finally {
        // The columns are read again before the controls come back, so they act on what is now.
        await refresh();
        setBusy(null);
      }
    },
    [refresh, report],
  );

  return {
    busy,
    notes,
    stepAll: () => perform("Step all", () => browserComparisonsApi.step(id)),
    runAll: (maxTurns?: number) =>
      perform("Run all", () => browserComparisonsApi.run(id, maxTurns)),
    stopAll: () => perform("Stop all", () => browserComparisonsApi.stop(id)),
    decide: (decision: ComparisonDecisionInput) =>
      perform("Decide", () => browserComparisonsApi.decide(id, decision)),
  };
}
