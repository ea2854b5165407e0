import { z } from "zod";
import type { SessionExportFormat } from "@/lib/session-file/export-session-file";

const formats = ["json", "har"] as const satisfies readonly SessionExportFormat[];

/** Query of `GET /api/sessions/:id/export`: `?format=json` (the default, the session file) or `har`. */
export const exportSessionQuerySchema = z
  .object({ format: z.enum(formats).default("json") })
  .strict();
