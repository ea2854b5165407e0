import type {
  ColumnOutcome,
  ComparisonColumnView,
  ComparisonSummary,
  ComparisonView,
} from "@/lib/api/comparisons";

/** What the last comparison-wide command did to one column, shown in that column. */
export interface ColumnNote {
  tone: "danger" | "neutral";
  text: string;
}

/** The columns' notes from a command's outcomes: its error, or why it was skipped. */
export function columnNotes(
  command: string,
  outcomes: ReadonlyArray<ColumnOutcome<unknown>>,
): Map<number, ColumnNote> {
  const notes = new Map<number, ColumnNote>();
  for (const outcome of outcomes) {
    if ("error" in outcome) {
      notes.set(outcome.column, {
        tone: "danger",
        text: `${command} failed: ${outcome.error.message}`,
      });
    } else if ("skipped" in outcome) {
      notes.set(outcome.column, {
        tone: "neutral",
        text: `${command} skipped: ${outcome.skipped}.`,
      });
    }
  }
  return notes;
}

/** Whether any column is taking a turn or running now: the page then follows them. */
export function anyColumnRunning(view: ComparisonView | null): boolean {
  return view?.columns.some((column) => column.status === "running") ?? false;
}

/** The columns waiting for a decision. */
export function waitingColumns(view: ComparisonView | null): ComparisonColumnView[] {
  return view?.columns.filter((column) => column.status === "awaiting-decision") ?? [];
}

/** Whether Step all has a column to step: one neither finished, waiting, deleted nor running. */
export function canStepAll(view: ComparisonView | null): boolean {
  return (
    view?.columns.some(
      (column) => !["done", "awaiting-decision", "deleted", "running"].includes(column.status),
    ) ?? false
  );
}

/** Whether every column has finished (or is gone). */
export function allFinished(view: ComparisonView | null): boolean {
  return (
    view?.columns.every((column) => column.status === "done" || column.status === "deleted") ??
    false
  );
}

/** A collapsed column's key numbers, each with its name. */
export function keyNumbers(column: ComparisonColumnView): Array<{ name: string; value: string }> {
  const metrics = column.metrics;
  if (metrics === null) return [{ name: "session", value: "deleted" }];
  return [
    { name: "turns", value: String(metrics.turns) },
    { name: "actions", value: String(metrics.actions) },
    { name: "format errors", value: String(metrics.formatErrors) },
    { name: "finished", value: metrics.finished ? "yes" : "no" },
  ];
}

/** A saved comparison as the list names it: its columns' labels (`demo · demo-sloppy`). */
export function comparisonColumnsText(summary: Pick<ComparisonSummary, "columns">): string {
  return summary.columns.map((column) => column.label).join(" · ");
}

/**
 * A fingerprint of what a column shows: its status, turn and counts. The page reads the column's
 * new events when it changes, rather than every column on every poll.
 */
export function columnProgress(column: ComparisonColumnView): string {
  const metrics = column.metrics;
  return [
    column.status,
    column.turn,
    metrics?.actions ?? 0,
    metrics?.turnActions.length ?? 0,
    metrics?.answer === null || metrics === null ? 0 : 1,
    metrics?.tokensOut ?? 0,
  ].join(":");
}
