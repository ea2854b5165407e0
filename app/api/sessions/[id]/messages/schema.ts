import { z } from "zod";
import { MAX_OBSERVATION_CHARS } from "@/app/api/sessions/[id]/decision/schema";
import { maxTurnsSchema } from "@/app/api/sessions/[id]/run/schema";

/** Body of `POST /api/sessions/:id/messages`: feedback after the final answer. */
export const continueSchema = z
  .object({
    text: z
      .string({ error: "text is the feedback to send the model" })
      .trim()
      .min(1, "the feedback is empty")
      .max(
        MAX_OBSERVATION_CHARS,
        `the feedback is longer than ${MAX_OBSERVATION_CHARS} characters`,
      ),
    /** False: record the message and wait for Step or Run. */
    run: z.boolean().optional(),
    maxTurns: maxTurnsSchema.optional(),
  })
  .strict();
