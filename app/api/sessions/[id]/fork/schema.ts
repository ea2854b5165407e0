import { z } from "zod";
import { MAX_OBSERVATION_CHARS } from "@/app/api/sessions/[id]/decision/schema";
import { systemPromptSchema } from "@/app/api/sessions/schema";
import type { ForkEdit } from "@/lib/api/sessions";
import { DEFAULT_DIALECT_ID, DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import { serverConfigListSchema } from "@/lib/mcp/server-config";

const changes = ["systemPrompt", "message", "answer", "observation", "model", "dialect"] as const;

/** The one change of a fork (`ForkEdit`): exactly one of its fields. */
const forkEditSchema = z
  .object({
    systemPrompt: systemPromptSchema.optional(),
    message: z
      .object({
        index: z.number().int().min(0, "a message index is 0 (the system prompt) or more"),
        content: z.string().max(MAX_OBSERVATION_CHARS),
      })
      .strict()
      .optional(),
    answer: z.string().max(MAX_OBSERVATION_CHARS).optional(),
    observation: z.string().max(MAX_OBSERVATION_CHARS).optional(),
    model: z.string().min(1, "choose a model").optional(),
    dialect: z.enum(DIALECT_IDS).optional(),
  })
  .strict()
  .refine(
    (edit) => changes.filter((name) => edit[name] !== undefined).length === 1,
    `an edit makes exactly one change: one of ${changes.join(", ")}`,
  )
  .transform((edit): ForkEdit => {
    if (edit.systemPrompt !== undefined) return { systemPrompt: edit.systemPrompt };
    if (edit.message !== undefined) return { message: edit.message };
    if (edit.answer !== undefined) return { answer: edit.answer };
    if (edit.observation !== undefined) return { observation: edit.observation };
    if (edit.model !== undefined) return { model: edit.model };
    return { dialect: edit.dialect ?? DEFAULT_DIALECT_ID };
  });

/** Body of `POST /api/sessions/:id/fork`: `{ turn, edit?, servers? }`. */
export const forkSessionSchema = z
  .object({
    turn: z.number().int("turn is a whole number").min(0, "turn is 0 (before the first) or more"),
    edit: forkEditSchema.optional(),
    /**
     * Other servers than the source's (`[]`: none); left out, the source's are copied (a
     * read-only import's that are here).
     */
    servers: serverConfigListSchema.optional(),
  })
  .strict();
