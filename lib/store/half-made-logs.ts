import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";

const HALF_MADE_COMPARISONS = `
  SELECT s.id FROM sessions s
  WHERE s.kind = 'comparison' AND NOT EXISTS (
    SELECT 1 FROM events e WHERE e.session_id = s.id AND e.kind = 'comparison.created')`;

const COLUMNS_OF = `
  SELECT e.session_id AS id FROM events e
  WHERE e.kind = 'session.created' AND json_extract(e.data, '$.comparison.id') = ?`;

const TOOL_CHOICE_CELLS = `
  SELECT s.id FROM sessions s
  WHERE s.kind = 'tool-choice' AND NOT EXISTS (
    SELECT 1 FROM events e WHERE e.session_id = s.id AND e.kind = 'tool-choice.created')`;

/**
 * The comparisons whose `comparison.created` was never written (the process ended while their
 * columns were opening), each with the sessions that had opened as its columns.
 */
export function halfMadeComparisons(
  database: LoupeDatabase,
): Array<{ id: string; columnSessionIds: string[] }> {
  const comparisons = database.prepare(HALF_MADE_COMPARISONS).all() as Array<{ id: string }>;
  if (comparisons.length === 0) return [];
  const columnsOf = database.prepare(COLUMNS_OF);
  return comparisons.map(({ id }) => ({
    id,
    columnSessionIds: (columnsOf.all(id) as Array<{ id: string }>).map((row) => row.id),
  }));
}

/**
 * The tool-choice logs that are no matrix (no `tool-choice.created`): a cell's throwaway turn the
 * process ended in, which its matrix would have deleted.
 */
export function toolChoiceCellLogs(database: LoupeDatabase): string[] {
  return (database.prepare(TOOL_CHOICE_CELLS).all() as Array<{ id: string }>).map((row) => row.id);
}
