import { z } from "zod";

/** Body of `POST /api/servers/:id/duplicate`, optional: the copy's name (default: a suffix). */
export const duplicateServerSchema = z.object({ name: z.string().optional() });
