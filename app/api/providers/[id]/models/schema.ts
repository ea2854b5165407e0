import { z } from "zod";

/** Query of `GET /api/providers/:id/models`: `timeoutMs` (100 to 60000, default 10000). */
export const providerModelsQuerySchema = z.strictObject({
  timeoutMs: z.coerce.number().int().min(100).max(60_000).optional(),
});
