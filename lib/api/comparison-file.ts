import type { ComparisonView } from "@/lib/api/comparisons";
import type { SessionFileV1 } from "@/lib/api/session-file";

/** The `format` field of a comparison file (`GET /api/comparisons/:id/export`). */
export const COMPARISON_FILE_FORMAT = "loupe-comparison";

/** The version of the comparison file this Loupe writes. */
export const COMPARISON_FILE_VERSION = 1;

/**
 * A comparison file, version 1: the comparison as `GET /api/comparisons/:id` answers it (each
 * column measured) and each column's session as its own export writes it (a deleted column's
 * left out), secrets masked.
 */
export interface ComparisonFileV1 {
  format: typeof COMPARISON_FILE_FORMAT;
  version: 1;
  exportedAt: string;
  comparison: ComparisonView;
  sessions: SessionFileV1[];
}
