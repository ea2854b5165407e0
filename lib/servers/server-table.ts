import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";

/**
 * Adds the `servers` table (the persisted server list: id, unique name, configuration as JSON,
 * created and updated times) to a database made before it existed; a no-op when it is there.
 */
export function ensureServerTable(database: LoupeDatabase): void {
  database.exec(`
    CREATE TABLE IF NOT EXISTS servers (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      config TEXT NOT NULL,
      created_at REAL NOT NULL,
      updated_at REAL NOT NULL
    );
    CREATE INDEX IF NOT EXISTS servers_oldest_first ON servers (created_at, id);
  `);
}
