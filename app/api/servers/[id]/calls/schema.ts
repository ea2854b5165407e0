import { z } from "zod";

/** Query of `GET /api/servers/:id/calls`: none. */
export const callsQuerySchema = z.object({}).strict();
