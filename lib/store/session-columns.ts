import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";
import { ensureSessionKindColumn } from "@/lib/store/session-kind-column";

/**
 * Adds the `sessions.title` (NULL: the task's first line stands for it) and
 * `sessions.updated_at` (NULL: never renamed) columns to a database made before they existed;
 * a no-op when they are there, then the `sessions.kind` column (`ensureSessionKindColumn`), then
 * a fork's `sessions.parent_id` and `sessions.parent_turn` (NULL: not a fork). Also indexes the
 * list's order (newest first) and the forks by parent, so a branch tree never scans every session.
 */
export function ensureSessionColumns(database: LoupeDatabase): void {
  const columns = database.prepare("PRAGMA table_info(sessions)").all() as Array<{ name: string }>;
  const names = new Set(columns.map((column) => column.name));
  if (!names.has("title")) database.exec("ALTER TABLE sessions ADD COLUMN title TEXT");
  if (!names.has("updated_at")) database.exec("ALTER TABLE sessions ADD COLUMN updated_at REAL");
  ensureSessionKindColumn(database);
  if (!names.has("parent_id")) {
    database.exec("ALTER TABLE sessions ADD COLUMN parent_id TEXT");
    database.exec("ALTER TABLE sessions ADD COLUMN parent_turn INTEGER");
  }
  database.exec("CREATE INDEX IF NOT EXISTS sessions_by_parent ON sessions (parent_id)");
  database.exec(
    "CREATE INDEX IF NOT EXISTS sessions_newest_first ON sessions (created_at DESC, id DESC)",
  );
}
