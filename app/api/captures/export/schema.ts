import { z } from "zod";
import { listCapturesQuerySchema } from "@/app/api/captures/schema";
import type { CaptureExportFormat } from "@/lib/api/captures";

/** Most captures `ids` may name. */
export const MAX_EXPORT_IDS = 500;

const exportFormats = ["har", "jsonl"] as const satisfies readonly CaptureExportFormat[];

/**
 * Query of `GET /api/captures/export`: `?format=har|jsonl`, the list's filters (its paging left
 * out: an export holds every capture they pick) and `ids=a,b` to pick captures by id.
 */
export const exportCapturesQuerySchema = listCapturesQuerySchema
  .omit({ limit: true, before: true })
  .extend({
    format: z.enum(exportFormats),
    ids: z
      .string()
      .transform((text) => text.split(",").map((id) => id.trim()))
      .pipe(
        z
          .array(z.string().min(1, "ids holds an empty id").max(200))
          .max(MAX_EXPORT_IDS, `ids names more than ${MAX_EXPORT_IDS} captures`),
      )
      .optional(),
  })
  .strict();
