import { z } from "zod";

/** Longest a single request may wait, and longest a request may run in all (one day). */
export const MAX_TIMEOUT_MS = 24 * 60 * 60 * 1000;

function milliseconds(name: string) {
  return z
    .number({ error: `${name} must be a number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(1, `${name} must be at least 1`)
    .max(MAX_TIMEOUT_MS, `${name} is at most ${MAX_TIMEOUT_MS} (a day)`);
}

/**
 * How long a request to a server may take: `requestMs` without an answer, `resetOnProgress`
 * restarting that clock on each progress notification, `maxTotalMs` in all.
 */
export const serverTimeoutsSchema = z
  .object({
    requestMs: milliseconds("timeouts.requestMs").optional(),
    resetOnProgress: z
      .boolean({ error: "timeouts.resetOnProgress must be true or false" })
      .optional(),
    maxTotalMs: milliseconds("timeouts.maxTotalMs").optional(),
  })
  .strict()
  .refine(
    (timeouts) =>
      timeouts.requestMs === undefined ||
      timeouts.maxTotalMs === undefined ||
      timeouts.maxTotalMs >= timeouts.requestMs,
    "timeouts.maxTotalMs must be at least timeouts.requestMs",
  );

/** A server's request timeouts; each left out means the MCP layer's default. */
export type ServerTimeouts = z.infer<typeof serverTimeoutsSchema>;
