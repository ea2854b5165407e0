import type { ToolChoiceResult } from "@/lib/api/tool-choice";

/** The CSV export's columns, one line per cell (query × model). */
export const TOOL_CHOICE_CSV_COLUMNS = [
  "query",
  "expect",
  "model",
  "action",
  "server",
  "tool",
  "arguments",
  "matches",
  "formatError",
  "error",
] as const;

/** One CSV field, quoted as RFC 4180 says when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The matrix as CSV (RFC 4180: CRLF line ends, a header line): one line per cell, queries in
 * order and each query's models in the matrix's order, so a script filters by model or query.
 * `arguments` is JSON; `matches` is `true`, `false` or empty when the query expects no tool;
 * `error` is `code: message`.
 */
export function toolChoiceCsv(result: ToolChoiceResult): string {
  const lines = [TOOL_CHOICE_CSV_COLUMNS.join(",")];
  for (const row of result.rows) {
    for (const cell of row.cells) {
      const fields = [
        row.query,
        row.expect ?? "",
        cell.model,
        cell.action ?? "",
        cell.server ?? "",
        cell.tool ?? "",
        cell.arguments === undefined ? "" : JSON.stringify(cell.arguments),
        cell.matches === null ? "" : String(cell.matches),
        cell.formatError ?? "",
        cell.error ? `${cell.error.code}: ${cell.error.message}` : "",
      ];
      lines.push(fields.map(csvField).join(","));
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}
