import { z } from "zod";
import { MAX_OBSERVATION_CHARS } from "@/app/api/sessions/[id]/decision/schema";

/** Body of `PATCH /api/sessions/:id/messages/:index`. */
export const editMessageSchema = z.object({ content: z.string().max(MAX_OBSERVATION_CHARS) });

/** The `:index` path segment: a message position, 0 being the system prompt. */
export const messageIndexSchema = z.coerce.number().int().min(0);
