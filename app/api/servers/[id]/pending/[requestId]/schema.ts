import { z } from "zod";

const errorSchema = z
  .object({
    code: z.number({ error: "error.code must be a number" }).int("error.code must be an integer"),
    message: z.string({ error: "error.message must be text" }).max(16_384),
    data: z.unknown().optional(),
  })
  .strict();

/**
 * Body of `POST /api/servers/:id/pending/:requestId`: `{ result }` (checked against the request's
 * method) or `{ error: { code, message, data? } }`, exactly one of them.
 */
export const pendingAnswerSchema = z
  .object({
    result: z.record(z.string(), z.unknown(), { error: "result must be a JSON object" }).optional(),
    error: errorSchema.optional(),
  })
  .strict()
  .refine(
    (body) => (body.result === undefined) !== (body.error === undefined),
    "send either { result } or { error: { code, message } }, not both or neither",
  );
