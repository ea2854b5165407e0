import { z } from "zod";
import type { CaptureImportInput } from "@/lib/api/captures";
import { CAPTURE_FORMATS } from "@/lib/captures/capture-format";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";

/**
 * Body of `POST /api/captures/import`: the raw stream's format, its text as pasted (at most
 * 20 MiB), the request as logged (its body text or JSON), and the dialect to read actions with.
 */
export const importCaptureSchema = z.object({
  format: z.enum(CAPTURE_FORMATS),
  raw: z.string(),
  request: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  dialect: z.enum(DIALECT_IDS).optional(),
}) satisfies z.ZodType<CaptureImportInput>;
