import { z } from "zod";
import { systemPromptSchema } from "@/app/api/sessions/schema";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";

/** Body of `POST /api/sessions/:id/prompt-versions`: the version's name, its text and dialect. */
export const promptVersionSchema = z
  .object({
    name: z.string().trim().min(1, "the version needs a name").max(120, "at most 120 characters"),
    text: systemPromptSchema,
    /** Left out: the session's dialect. */
    dialect: z.enum(DIALECT_IDS).optional(),
  })
  .strict();
