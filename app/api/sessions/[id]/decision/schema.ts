import { z } from "zod";

/** Largest observation a person can type or edit. */
export const MAX_OBSERVATION_CHARS = 1_000_000;

/** Body of `POST /api/sessions/:id/decision`. */
export const decisionSchema = z.object({
  decision: z.enum(["execute", "edit", "mock", "skip"]),
  observation: z.string().max(MAX_OBSERVATION_CHARS).optional(),
  params: z.record(z.string(), z.string()).optional(),
});
