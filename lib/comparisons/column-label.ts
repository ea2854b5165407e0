import type { DialectId } from "@/lib/events/types";

/**
 * The name of each column that was given none: its model, with its dialect beside it when the
 * model alone would not tell it apart (another column has the same model, or its dialect is not
 * the comparison's).
 */
export function columnLabels(
  columns: ReadonlyArray<{ model: string; dialect: DialectId; label?: string }>,
  sharedDialect: DialectId,
): string[] {
  return columns.map((column) => {
    if (column.label !== undefined) return column.label;
    const sameModel = columns.filter((other) => other.model === column.model).length > 1;
    return sameModel || column.dialect !== sharedDialect
      ? `${column.model} · ${column.dialect}`
      : column.model;
  });
}
