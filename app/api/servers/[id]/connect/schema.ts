import { z } from "zod";
import { rootListSchema } from "@/app/api/servers/[id]/roots/schema";

/** Body of `POST /api/servers/:id/connect`, optional: the roots to offer the server. */
export const connectServerSchema = z.object({ roots: rootListSchema.optional() }).strict();
