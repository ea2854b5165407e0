import { z } from "zod";

/** A caller's id for an in-flight call: 1–64 letters, digits, `_` or `-`. */
export const callIdSchema = z
  .string({ error: "callId must be text of 1-64 letters, digits, _ or -" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "callId must be 1-64 letters, digits, _ or -");

/**
 * Body of `POST /api/servers/:id/rpc`: a JSON-RPC method, its params (an object), and for a
 * request an optional `callId` to cancel it by.
 */
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
    callId: callIdSchema.optional(),
  })
  .strict()
  .refine((body) => body.callId === undefined || !body.method.startsWith("notifications/"), {
    message: "callId is for requests; a notification gets no answer to wait for or cancel",
    path: ["callId"],
  });
