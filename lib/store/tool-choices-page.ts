import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";

/** One saved tool-choice matrix as the list reads it: its row, and its `tool-choice.created` JSON. */
export interface ToolChoiceRowRecord {
  id: string;
  createdAt: number;
  created: string;
}

const statements = new WeakMap<LoupeDatabase, ReturnType<LoupeDatabase["prepare"]>>();

/** A cell's throwaway log has no `tool-choice.created`, so the join leaves it out. */
const TOOL_CHOICES_PAGE = `
  SELECT s.id, s.created_at AS createdAt, e.data AS created
  FROM sessions s JOIN events e ON e.session_id = s.id AND e.kind = 'tool-choice.created'
  WHERE s.kind = 'tool-choice'
  ORDER BY s.created_at DESC, s.id DESC LIMIT ?`;

/** The newest `limit` saved matrices, newest first, each with its matrix read in the same query. */
export function toolChoicesPage(database: LoupeDatabase, limit: number): ToolChoiceRowRecord[] {
  let statement = statements.get(database);
  if (!statement) {
    statement = database.prepare(TOOL_CHOICES_PAGE);
    statements.set(database, statement);
  }
  return statement.all(limit) as ToolChoiceRowRecord[];
}
