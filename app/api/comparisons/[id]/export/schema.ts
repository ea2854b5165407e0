import { z } from "zod";
import type { ComparisonExportFormat } from "@/lib/comparisons/export-comparison-file";

const formats = ["json", "markdown"] as const satisfies readonly ComparisonExportFormat[];

/** Query of `GET /api/comparisons/:id/export`: `?format=json` (the default, the comparison file) or `markdown`. */
export const exportComparisonQuerySchema = z
  .object({ format: z.enum(formats).default("json") })
  .strict();
