import type { ToolChoiceCell, ToolChoiceTotal } from "@/lib/api/tool-choice";
import type { HostActionKind } from "@/lib/dialects/host-action";

/** How a cell stands against the tool expected, as a mark and the words a screen reader says. */
export interface CellVerdict {
  mark: "✓" | "✗" | "–" | "!";
  label: string;
  tone: "success" | "danger" | "neutral" | "warning";
}

/** A cell's verdict: its tool is the one expected, another, no tool was expected, or it failed. */
export function cellVerdict(cell: ToolChoiceCell): CellVerdict {
  if (cell.error) return { mark: "!", label: "failed", tone: "warning" };
  if (cell.matches === true) return { mark: "✓", label: "expected tool", tone: "success" };
  if (cell.matches === false) return { mark: "✗", label: "not the expected tool", tone: "danger" };
  return { mark: "–", label: "no tool expected", tone: "neutral" };
}

/** What a first action that called no tool was, in the host's words. */
const NO_TOOL: Record<Exclude<HostActionKind, "mcp-tool" | "file-tool">, string> = {
  "mcp-resource": "read a resource",
  command: "a command",
  question: "asked a question",
  "new-task": "a new task",
  "plan-response": "a plan reply",
  finish: "final answer",
  invalid: "malformed action",
};

/** What the model did first, in a few words: `weather.get_forecast`, `final answer`, `no action`. */
export function cellChoice(cell: ToolChoiceCell): string {
  if (cell.error) return cell.error.code;
  if (cell.tool !== undefined) return cell.server ? `${cell.server}.${cell.tool}` : cell.tool;
  if (cell.action === null) return "no action";
  return NO_TOOL[cell.action as keyof typeof NO_TOOL] ?? cell.action;
}

/** The cell's arguments as compact JSON, or null when it has none. */
export function cellArguments(cell: ToolChoiceCell): string | null {
  return cell.arguments === undefined ? null : JSON.stringify(cell.arguments);
}

/** A model's total in words: `1 of 2 expected`, and its format errors when it has any. */
export function totalText(total: ToolChoiceTotal): string {
  const errors =
    total.formatErrors === 0
      ? ""
      : ` · ${total.formatErrors} format error${total.formatErrors === 1 ? "" : "s"}`;
  return `${total.matches} of ${total.expected} expected${errors}`;
}

/** The matrix's rows, each with a key that tells a query asked twice apart (`text`, `text#2`). */
export function keyedRows<Row extends { query: string }>(
  rows: readonly Row[],
): Array<Row & { key: string }> {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const count = (seen.get(row.query) ?? 0) + 1;
    seen.set(row.query, count);
    return { ...row, key: count === 1 ? row.query : `${row.query}#${count}` };
  });
}
