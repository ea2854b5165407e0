import type { ComparisonMetrics, ComparisonView } from "@/lib/api/comparisons";
import {
  allSame,
  type DifferenceMark,
  majorityMarks,
  type Ranking,
  rankedMarks,
} from "@/lib/views/compare/difference-marks";
import { formatDuration } from "@/lib/views/shared/format";

/** One column's value in a row of the summary table, as shown, and how it stands against the rest. */
export interface MetricCell {
  text: string;
  mark?: DifferenceMark;
}

/** A row of the comparison's summary table: one measure, a value per column. */
export interface MetricsRow {
  /** Stable across renders: the measure (`ttft-turn-2`, `tool-calls:weather.get_forecast`). */
  key: string;
  label: string;
  /** What the marks mean here (`lower is better`); none where they only say "differs". */
  ranking?: Ranking;
  cells: MetricCell[];
  /** The measured columns' values are not all the same. */
  differs: boolean;
  /** A row shown on demand only: each turn's time to first token. */
  detail?: boolean;
}

/** The heading of one column in both tables: its label, and its model and dialect beneath. */
export interface ColumnHeading {
  /** The column's session, which names it among the others (React keys, links). */
  key: string;
  label: string;
  detail: string;
}

/** Shown for a value a column has none of: its session is deleted, nothing was reported. */
export const NO_VALUE = "—";

/** The columns' headings, in column order. */
export function columnHeadings(comparison: ComparisonView): ColumnHeading[] {
  return comparison.columns.map((column) => ({
    key: column.sessionId,
    label: column.label,
    detail: `${column.model} · ${column.dialect}`,
  }));
}

/**
 * The summary table's rows, a value per column, each row marking what differs: the best and
 * worst of what is ranked (format errors, times, tokens, cost), the columns that did not finish,
 * and the values most columns do not share (status, turns, calls of each tool, the final answer).
 * `perTurnTtft` adds a detail row per turn for the time to first token. The page and the
 * Markdown export both read these.
 */
export function metricsRows(
  comparison: ComparisonView,
  { perTurnTtft = false }: { perTurnTtft?: boolean } = {},
): MetricsRow[] {
  const columns = comparison.columns;
  const metrics = columns.map((column) => column.metrics);
  return [
    categoricalRow(
      "status",
      "Status",
      columns.map((column) => column.status),
    ),
    rankedRow(
      "finished",
      "Finished",
      metrics.map((measured) => (measured ? Number(measured.finished) : null)),
      (value) => (value === 1 ? "yes" : "no"),
      "higher-better",
      { markBest: false, saysRanking: false },
    ),
    categoricalRow(
      "turns",
      "Turns",
      metrics.map((measured) => measured && String(measured.turns)),
    ),
    categoricalRow(
      "actions",
      "Actions",
      metrics.map((measured) => measured && String(measured.actions)),
    ),
    rankedRow(
      "format-errors",
      "Format errors",
      metrics.map((measured) => measured?.formatErrors ?? null),
      String,
      "lower-better",
    ),
    ...toolCallRows(metrics),
    rankedRow(
      "ttft-median",
      "Time to first token (median)",
      metrics.map((measured) => (measured ? median(measured.ttftMs) : null)),
      formatDuration,
      "lower-better",
    ),
    rankedRow(
      "ttft-first",
      "Time to first token (first turn)",
      metrics.map((measured) => measured?.ttftMs[0] ?? null),
      formatDuration,
      "lower-better",
    ),
    ...(perTurnTtft ? ttftTurnRows(metrics) : []),
    rankedRow(
      "duration",
      "Duration",
      metrics.map((measured) => measured?.durationMs ?? null),
      formatDuration,
      "lower-better",
    ),
    rankedRow(
      "tokens-in",
      "Tokens in",
      metrics.map((measured) => measured?.tokensIn ?? null),
      formatCount,
      "lower-better",
    ),
    rankedRow(
      "tokens-out",
      "Tokens out",
      metrics.map((measured) => measured?.tokensOut ?? null),
      formatCount,
      "lower-better",
    ),
    rankedRow(
      "cost",
      "Cost",
      metrics.map((measured) => measured?.cost ?? null),
      formatCost,
      "lower-better",
    ),
    categoricalRow(
      "answer",
      "Final answer",
      metrics.map((measured) => measured?.answer?.trim() ?? null),
    ),
  ];
}

/** A row whose values are only equal or not: the ones most columns do not share are marked. */
function categoricalRow(key: string, label: string, values: Array<string | null>): MetricsRow {
  const marks = majorityMarks(values);
  return {
    key,
    label,
    cells: values.map((value, index) => cell(value ?? NO_VALUE, marks[index])),
    differs: !allSame(values),
  };
}

/**
 * A row of a ranked measure: its best and worst marked; `null` shown as no value, not ranked.
 * `saysRanking: false` for a yes or no, whose better side needs no words.
 */
function rankedRow(
  key: string,
  label: string,
  values: Array<number | null>,
  format: (value: number) => string,
  ranking: Ranking,
  { markBest = true, saysRanking = true }: { markBest?: boolean; saysRanking?: boolean } = {},
): MetricsRow {
  const marks = rankedMarks(values, ranking, { markBest });
  return {
    key,
    label,
    ...(saysRanking ? { ranking } : {}),
    cells: values.map((value, index) =>
      cell(value === null ? NO_VALUE : format(value), marks[index]),
    ),
    differs: !allSame(values),
  };
}

function cell(text: string, mark: DifferenceMark | undefined): MetricCell {
  return mark ? { text, mark } : { text };
}

/**
 * A row per tool any column called, with each column's calls of it (0 where it called none):
 * one model calling a tool the others do not is a difference. One row when no column called any.
 */
function toolCallRows(metrics: Array<ComparisonMetrics | null>): MetricsRow[] {
  const tools = [...new Set(metrics.flatMap((measured) => Object.keys(measured?.toolCalls ?? {})))];
  if (tools.length === 0) {
    return [
      categoricalRow(
        "tool-calls",
        "Tool calls",
        metrics.map((measured) => measured && "0"),
      ),
    ];
  }
  return tools.sort().map((tool) =>
    categoricalRow(
      `tool-calls:${tool}`,
      `Calls of ${tool}`,
      metrics.map((measured) => measured && String(measured.toolCalls[tool] ?? 0)),
    ),
  );
}

/** A detail row per answered turn: each column's time to first token in that turn. */
function ttftTurnRows(metrics: Array<ComparisonMetrics | null>): MetricsRow[] {
  const turns = Math.max(0, ...metrics.map((measured) => measured?.ttftMs.length ?? 0));
  return Array.from({ length: turns }, (_, index) => ({
    ...rankedRow(
      `ttft-turn-${index + 1}`,
      `Time to first token, response ${index + 1}`,
      metrics.map((measured) => measured?.ttftMs[index] ?? null),
      formatDuration,
      "lower-better",
    ),
    detail: true,
  }));
}

/** The middle of the measured times (the mean of the two middle ones for an even count). */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

/** A reported cost in dollars, to three significant digits below a cent: `$0.00123`, `$1.20`. */
export function formatCost(dollars: number): string {
  if (dollars === 0) return "$0";
  return dollars >= 0.01 ? `$${dollars.toFixed(2)}` : `$${Number(dollars.toPrecision(3))}`;
}
