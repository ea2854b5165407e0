import type {
  ComparisonColumnView,
  ComparisonMetrics,
  ComparisonView,
} from "@/lib/api/comparisons";

/** A column's metrics for the compare views' tests: a finished run of nothing, with what `metrics` sets. */
export function measured(metrics: Partial<ComparisonMetrics> = {}): ComparisonMetrics {
  return {
    formatErrors: 0,
    actions: 0,
    toolCalls: {},
    turns: 0,
    finished: true,
    ttftMs: [],
    durationMs: 0,
    tokensIn: null,
    tokensOut: null,
    cost: null,
    answer: null,
    turnActions: [],
    ...metrics,
  };
}

/** A comparison of the given columns (label `c<n>`, model `demo`, xml), for the compare views' tests. */
export function comparisonOf(
  columns: Array<Partial<ComparisonColumnView> & { metrics: ComparisonMetrics | null }>,
): ComparisonView {
  return {
    id: "comparison-1",
    task: "What's the weather in New York tomorrow?",
    dialect: "xml",
    createdAt: 0,
    columns: columns.map((column, index) => ({
      column: index,
      sessionId: `session-${index}`,
      model: "demo",
      dialect: "xml",
      label: `c${index}`,
      status: column.metrics?.finished ? "done" : "awaiting-decision",
      turn: column.metrics?.turns ?? 0,
      ...column,
    })),
  };
}
