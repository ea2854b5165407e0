import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";

/**
 * The sessions table as it is now, under another name: the dialect may be NULL (a capture or a
 * traffic log has none) and `kind` says what the row holds.
 */
const rebuild = `
CREATE TABLE sessions_with_kind (
  id TEXT PRIMARY KEY,
  created_at REAL NOT NULL,
  task TEXT NOT NULL,
  model TEXT NOT NULL,
  dialect TEXT,
  kind TEXT NOT NULL DEFAULT 'session',
  title TEXT,
  updated_at REAL
);
INSERT INTO sessions_with_kind (id, created_at, task, model, dialect, kind, title, updated_at)
  SELECT id, created_at, task, model,
    CASE WHEN dialect IN ('inspector', 'capture') THEN NULL ELSE dialect END,
    CASE dialect WHEN 'inspector' THEN 'traffic' WHEN 'capture' THEN 'capture' ELSE 'session' END,
    title, updated_at
  FROM sessions;
DROP TABLE sessions;
ALTER TABLE sessions_with_kind RENAME TO sessions;
`;

/**
 * Gives a database made before the `sessions.kind` column its kinds: a row whose dialect was
 * `inspector` becomes a `traffic` log, one whose dialect was `capture` a `capture`, both with no
 * dialect, and every other row a `session`; a no-op when the column is there. SQLite cannot make
 * a column nullable in place, so the table is rebuilt in one transaction (with foreign keys off
 * meanwhile, so dropping the old table does not cascade to the events; every id is copied, so
 * their references hold). Needs the `title` and `updated_at` columns (`ensureSessionColumns`).
 */
export function ensureSessionKindColumn(database: LoupeDatabase): void {
  const columns = database.prepare("PRAGMA table_info(sessions)").all() as Array<{ name: string }>;
  if (columns.some((column) => column.name === "kind")) return;
  const enforced = database.pragma("foreign_keys", { simple: true }) === 1;
  database.pragma("foreign_keys = OFF");
  try {
    // The pragma does nothing inside a transaction, where dropping the table would empty `events`.
    if (database.pragma("foreign_keys", { simple: true }) !== 0) {
      throw new Error("The sessions table can only gain its kind column outside a transaction.");
    }
    database.transaction(() => database.exec(rebuild))();
  } finally {
    if (enforced) database.pragma("foreign_keys = ON");
  }
}
