import { z } from "zod";

/** Body of `POST /api/providers/:id/test` (may be empty): `{ timeoutMs? }`, 100 to 60000, default 10000. */
export const testProviderSchema = z.strictObject({
  timeoutMs: z.number().int().min(100).max(60_000).optional(),
});
