import type { ImportWarning, SkippedServer } from "@/lib/servers/read-server-config-file";

/**
 * What an import added (ids, and each server's id with the name it is listed under, in the
 * file's order), what it skipped and why, and what to check: `POST /api/servers/import`'s answer.
 */
export interface ServerImportResult {
  ids: string[];
  added: Array<{ id: string; name: string }>;
  skipped: SkippedServer[];
  warnings: ImportWarning[];
}
