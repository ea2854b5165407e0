import { z } from "zod";

/** The longest system prompt a count takes (characters): the editor's prompts are far smaller. */
export const MAX_COUNTED_CHARS = 2_000_000;

/** Body of `POST /api/models/count-tokens`: the model (a picker id) and the prompt to count. */
export const countTokensSchema = z
  .object({
    model: z.string().min(1, "expected a model id"),
    systemPrompt: z.string().max(MAX_COUNTED_CHARS),
  })
  .strict();
