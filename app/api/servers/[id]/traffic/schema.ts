import { z } from "zod";

/** Query of `GET /api/servers/:id/traffic`: `?after=<seq>` for the events after it (default 0). */
export const trafficQuerySchema = z
  .object({
    after: z
      .string()
      .regex(/^\d{1,15}$/, "after must be a whole number (the lastSeq of the previous page)")
      .transform(Number)
      .optional(),
  })
  .strict();
