import type { ToolChoiceRow, ToolChoiceTotal } from "@/lib/api/tool-choice";

/**
 * Per model, in the matrix's model order: cells whose tool was the one expected, cells whose
 * query expected a tool (a cell that failed counts there, as a miss), and cells whose first
 * action was malformed.
 */
export function toolChoiceTotals(
  models: readonly string[],
  rows: readonly ToolChoiceRow[],
): ToolChoiceTotal[] {
  return models.map((model, index) => {
    const cells = rows.flatMap((row) => {
      const cell = row.cells[index];
      return cell ? [{ cell, expected: row.expect !== undefined }] : [];
    });
    return {
      model,
      matches: cells.filter(({ cell }) => cell.matches === true).length,
      expected: cells.filter(({ expected }) => expected).length,
      formatErrors: cells.filter(({ cell }) => cell.formatError !== undefined).length,
    };
  });
}
