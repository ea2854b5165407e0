import { z } from "zod";
import { systemPromptSchema } from "@/app/api/sessions/schema";

/** Body of `PATCH /api/sessions/:id`. */
export const updateSessionSchema = z.object({ systemPrompt: systemPromptSchema });
