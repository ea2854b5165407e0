import { z } from "zod";

/** Largest task text a session accepts. */
export const MAX_TASK_CHARS = 20_000;
/** Largest system prompt a session accepts. */
export const MAX_SYSTEM_PROMPT_CHARS = 200_000;

/** A system prompt as a person may write it: not empty, not unbounded. */
export const systemPromptSchema = z
  .string()
  .min(1, "the system prompt is empty")
  .max(
    MAX_SYSTEM_PROMPT_CHARS,
    `the system prompt is longer than ${MAX_SYSTEM_PROMPT_CHARS} characters`,
  );

/** Body of `POST /api/sessions`. */
export const createSessionSchema = z.object({
  task: z
    .string()
    .trim()
    .min(1, "the task is empty; say what the agent should do")
    .max(MAX_TASK_CHARS, `the task is longer than ${MAX_TASK_CHARS} characters`),
  model: z.string().min(1, "choose a model"),
  dialect: z.literal("xml").default("xml"),
  systemPrompt: systemPromptSchema.optional(),
});
