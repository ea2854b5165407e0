import { z } from "zod";
import { titleSchema } from "@/app/api/sessions/[id]/schema";
import { createSessionSchema, systemPromptSchema } from "@/app/api/sessions/schema";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import { serverConfigListSchema } from "@/lib/mcp/server-config";

/** Body of `POST /api/sessions/:id/duplicate`: the fields to change; the rest is copied. */
export const duplicateSessionSchema = z
  .object({
    task: createSessionSchema.shape.task.optional(),
    model: z.string().min(1, "choose a model").optional(),
    dialect: z.enum(DIALECT_IDS).optional(),
    systemPrompt: systemPromptSchema.optional(),
    title: titleSchema.optional(),
    /** Other servers than the source's (`[]`: none); left out, the source's are copied. */
    servers: serverConfigListSchema.optional(),
  })
  .strict();
