import type { ComparisonView } from "@/lib/api/comparisons";
import { DIFFERENCE_MARK_WORDS } from "@/lib/views/compare/difference-marks";
import { columnHeadings, type MetricCell, metricsRows } from "@/lib/views/compare/metrics-rows";
import { type TurnActionCell, turnActionsRows } from "@/lib/views/compare/turn-actions-rows";

/**
 * A comparison as Markdown: its task as the title, the summary table of the metrics (a row whose
 * columns differ in bold, each marked value with its mark beside it) and the per-turn table of
 * the columns' actions, from the same rows the Compare page shows. Cells have their `|`,
 * newlines and `<` escaped, so a model's answer cannot break the table.
 */
export function comparisonMarkdown(comparison: ComparisonView): string {
  const headings = columnHeadings(comparison).map(
    (heading) => `${heading.label} (${heading.detail})`,
  );
  const summary = metricsRows(comparison).map((row) => [
    row.differs ? `**${row.label}**` : row.label,
    ...row.cells.map(metricText),
  ]);
  const turns = turnActionsRows(comparison).map((row) => [
    `${row.turn}${agreement(row.sameTool, row.sameArguments)}`,
    ...row.cells.map(actionText),
  ]);
  return [
    `# ${inline(comparison.task.replace(/\s+/g, " ").trim())}`,
    "",
    `Comparison \`${comparison.id}\`, ${new Date(comparison.createdAt).toISOString()}.`,
    "",
    "## Metrics",
    "",
    table(["Metric", ...headings], summary),
    "",
    "## Actions per turn",
    "",
    turns.length > 0 ? table(["Turn", ...headings], turns) : "No column has acted yet.",
    "",
  ].join("\n");
}

function metricText(cell: MetricCell): string {
  return cell.mark ? `${cell.text} (${DIFFERENCE_MARK_WORDS[cell.mark]})` : cell.text;
}

function actionText(cell: TurnActionCell): string {
  const shown = cell.detail === undefined ? cell.text : `${cell.text} ${cell.detail}`;
  const notes = [
    cell.sameTool === false ? "different tool" : undefined,
    cell.sameArguments === false && cell.sameTool !== false ? "different arguments" : undefined,
  ].filter((note) => note !== undefined);
  return notes.length > 0 ? `${shown} (${notes.join(", ")})` : shown;
}

function agreement(sameTool: boolean | undefined, sameArguments: boolean | undefined): string {
  if (sameTool === undefined) return "";
  if (!sameTool) return " (tools differ)";
  if (sameArguments === false) return " (same tool, arguments differ)";
  return " (same)";
}

function table(headings: string[], rows: string[][]): string {
  return [headings, headings.map(() => "---"), ...rows]
    .map((cells) => `| ${cells.map(markdownCell).join(" | ")} |`)
    .join("\n");
}

/** A table cell's text: `|` escaped, newlines as `<br>`, `<` and `&` as entities. */
export function markdownCell(text: string): string {
  return inline(text).replaceAll("|", "\\|");
}

function inline(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replace(/\r\n|\r|\n/g, "<br>");
}
