import { z } from "zod";
import { callIdSchema } from "@/app/api/servers/[id]/rpc/schema";

/** Body of `POST /api/servers/:id/rpc/cancel`: the call to cancel, and why (sent to the server). */
export const cancelCallSchema = z
  .object({
    callId: callIdSchema,
    reason: z
      .string({ error: "reason must be text" })
      .min(1, "reason is empty; leave it out for the default")
      .max(1_024, "reason is longer than 1024 characters")
      .optional(),
  })
  .strict();
