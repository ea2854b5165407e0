import "server-only";
import type { LoupeDatabase } from "@/lib/store/database";

/**
 * Adds the `events.redacted` column (1 when a secret was masked in the event, NULL otherwise) to
 * a database made before it existed; a no-op when it is there.
 */
export function ensureRedactedColumn(database: LoupeDatabase): void {
  const columns = database.prepare("PRAGMA table_info(events)").all() as Array<{ name: string }>;
  if (columns.some((column) => column.name === "redacted")) return;
  database.exec("ALTER TABLE events ADD COLUMN redacted INTEGER");
}
