import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";
import { ensureSessionKindColumn } from "@/lib/store/session-kind-column";

/**
 * Adds the `sessions.title` (NULL: the task's first line stands for it) and
 * `sessions.updated_at` (NULL: never renamed) columns to a database made before they existed;
 * a no-op when they are there, then the `sessions.kind` column (`ensureSessionKindColumn`).
 * Also indexes the list's order (newest first).
 */
export function ensureSessionColumns(database: LoupeDatabase): void {
  const columns = database.prepare("PRAGMA table_info(sessions)").all() as Array<{ name: string }>;
  const names = new Set(columns.map((column) => column.name));
  if (!names.has("title")) database.exec("ALTER TABLE sessions ADD COLUMN title TEXT");
  if (!names.has("updated_at")) database.exec("ALTER TABLE sessions ADD COLUMN updated_at REAL");
  ensureSessionKindColumn(database);
  database.exec(
    "CREATE INDEX IF NOT EXISTS sessions_newest_first ON sessions (created_at DESC, id DESC)",
  );
}
