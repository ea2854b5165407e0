import "server-only";
import type { ComparisonListPage, ComparisonSummary } from "@/lib/api/comparisons";
import type { EventPayloads } from "@/lib/events/types";
import { encodeSessionCursor } from "@/lib/loop/session-list";
import { getEventStore } from "@/lib/store";
import { comparisonsPage } from "@/lib/store/comparisons-page";
import { getDatabase, type LoupeDatabase } from "@/lib/store/database";
import type { SessionCursor } from "@/lib/store/event-store";

/** The process-wide database once the event store has brought its sessions table up to date. */
function migratedDatabase(): LoupeDatabase {
  getEventStore();
  return getDatabase();
}

/**
 * One page of `GET /api/comparisons`, newest first, paged as the session list is (`limit`, the
 * `nextBefore` cursor); `query` is found in the task or a column's model. A comparison whose
 * columns are still opening is not listed yet.
 */
export function listComparisons(
  options: { query?: string; limit: number; before?: SessionCursor },
  database: LoupeDatabase = migratedDatabase(),
): ComparisonListPage {
  const rows = comparisonsPage(database, { ...options, limit: options.limit + 1 });
  const page = rows.slice(0, options.limit);
  const comparisons = page.flatMap((row): ComparisonSummary[] => {
    if (row.created === null) return [];
    const created = JSON.parse(row.created) as EventPayloads["comparison.created"];
    return [
      {
        id: row.id,
        task: row.task,
        createdAt: row.createdAt,
        columns: created.columns.map((column, index) => ({ column: index, ...column })),
      },
    ];
  });
  const last = page.at(-1);
  return rows.length > options.limit && last
    ? { comparisons, nextBefore: encodeSessionCursor({ createdAt: last.createdAt, id: last.id }) }
    : { comparisons };
}
