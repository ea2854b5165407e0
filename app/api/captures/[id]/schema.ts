import { z } from "zod";

/** Path parameters of `GET` and `DELETE /api/captures/:id`. */
export const captureParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Query of `GET /api/captures/:id`: `?events=none` answers the capture without its events. */
export const captureQuerySchema = z
  .object({ events: z.enum(["all", "none"]).default("all") })
  .strict();
