import { z } from "zod";

/** Most turns one run may be asked to take. */
export const MAX_RUN_TURNS = 100;

/** How many turns a run may take, as `run` and `messages` take it. */
export const maxTurnsSchema = z
  .number({ error: "maxTurns must be a whole number" })
  .int("maxTurns must be a whole number")
  .min(1, "maxTurns must be at least 1")
  .max(MAX_RUN_TURNS, `maxTurns must be at most ${MAX_RUN_TURNS}`);

/** Body of `POST /api/sessions/:id/run` (it may be empty). */
export const runSchema = z
  .object({ maxTurns: maxTurnsSchema.optional() })
  .strict()
  .optional()
  .transform((body) => body ?? {});
