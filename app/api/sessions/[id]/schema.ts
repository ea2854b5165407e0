import { z } from "zod";
import { MAX_SYSTEM_PROMPT_CHARS } from "@/app/api/sessions/schema";

/** Body of `PATCH /api/sessions/:id`. */
export const updateSessionSchema = z.object({
  systemPrompt: z
    .string()
    .min(1, "the system prompt is empty")
    .max(
      MAX_SYSTEM_PROMPT_CHARS,
      `the system prompt is longer than ${MAX_SYSTEM_PROMPT_CHARS} characters`,
    ),
});
