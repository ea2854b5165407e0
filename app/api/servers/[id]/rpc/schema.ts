import { z } from "zod";

/** Body of `POST /api/servers/:id/rpc`: a JSON-RPC method and its params (an object). */
export const rpcSchema = z
  .object({
    method: z
      .string({ error: "method must be text, e.g. tools/list" })
      .min(1, "method is empty; send e.g. tools/list")
      .max(256)
      .refine(
        (method) => method !== "initialize",
        "initialize is sent by POST /api/servers/:id/connect",
      ),
    params: z.record(z.string(), z.unknown(), { error: "params must be a JSON object" }).optional(),
  })
  .strict();
