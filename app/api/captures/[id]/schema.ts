import { z } from "zod";

/** Path parameters of `GET` and `DELETE /api/captures/:id`. */
export const captureParamsSchema = z.object({ id: z.string().min(1).max(200) });
