import { z } from "zod";

/** Query of `GET /api/servers/:id/pending`: none. */
export const pendingQuerySchema = z.object({}).strict();
