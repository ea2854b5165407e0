import { z } from "zod";

/** Largest observation a person can type or edit. */
export const MAX_OBSERVATION_CHARS = 1_000_000;

const observationSchema = z
  .string({ error: "a mock decision needs the observation text to send back" })
  .max(MAX_OBSERVATION_CHARS, `the observation is longer than ${MAX_OBSERVATION_CHARS} characters`);

/** Body of `POST /api/sessions/:id/decision`. */
export const decisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("execute") }),
    z.object({ decision: z.literal("skip") }),
    z.object({ decision: z.literal("mock"), observation: observationSchema }),
    z.object({
      decision: z.literal("edit"),
      params: z.record(z.string(), z.string(), {
        error: "an edit decision needs the parameters to execute, as an object of strings",
      }),
    }),
  ],
  { error: 'decision must be "execute", "edit", "mock" or "skip"' },
);
