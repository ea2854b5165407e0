import { z } from "zod";

/** Body of `POST /api/servers/:id/pending/:requestId/draft`: the model to draft with. */
export const draftSchema = z
  .object({
    model: z
      .string({ error: "model must be a model id as GET /api/models lists them, e.g. demo" })
      .min(1, "model is empty; send a model id as GET /api/models lists them, e.g. demo")
      .max(256),
  })
  .strict();
