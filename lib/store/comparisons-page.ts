import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";
import type { SessionCursor } from "@/lib/store/event-store";

/** One comparison as the list reads it: its row, and the JSON of its `comparison.created`. */
export interface ComparisonRow {
  id: string;
  createdAt: number;
  task: string;
  /** The `comparison.created` data, JSON; null while its sessions are still being opened. */
  created: string | null;
}

const statements = new WeakMap<LoupeDatabase, ReturnType<LoupeDatabase["prepare"]>>();

const COMPARISONS_PAGE = `
  SELECT s.id, s.created_at AS createdAt, s.task,
    (SELECT e.data FROM events e WHERE e.session_id = s.id AND e.kind = 'comparison.created'
      LIMIT 1) AS created
  FROM sessions s
  WHERE s.kind = 'comparison'
    AND (@pattern IS NULL OR s.task LIKE @pattern ESCAPE '\\' OR s.model LIKE @pattern ESCAPE '\\')
    AND (@beforeCreatedAt IS NULL OR s.created_at < @beforeCreatedAt
      OR (s.created_at = @beforeCreatedAt AND s.id < @beforeId))
  ORDER BY s.created_at DESC, s.id DESC LIMIT @limit`;

/**
 * One page of comparisons, newest first, each with its configuration read in the same query;
 * `query` is found in the task or the models (the row's `model` names them all).
 */
export function comparisonsPage(
  database: LoupeDatabase,
  options: { query?: string; limit: number; before?: SessionCursor },
): ComparisonRow[] {
  let statement = statements.get(database);
  if (!statement) {
    statement = database.prepare(COMPARISONS_PAGE);
    statements.set(database, statement);
  }
  const query = options.query?.trim();
  return statement.all({
    pattern: query ? `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null,
    beforeCreatedAt: options.before?.createdAt ?? null,
    beforeId: options.before?.id ?? null,
    limit: options.limit,
  }) as ComparisonRow[];
}
