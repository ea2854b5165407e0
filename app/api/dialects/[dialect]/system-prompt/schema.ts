import { z } from "zod";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import { serverConfigListSchema } from "@/lib/mcp/server-config";

/** The `:dialect` of the route: `xml` or `native`. */
export const dialectSchema = z.enum(DIALECT_IDS);

/**
 * Body of `POST /api/dialects/:dialect/system-prompt`: the servers to render the default prompt
 * for (as `POST /api/sessions` takes them), a session to render it for from the tools it
 * recorded, or both (servers copied from that session keep its secrets).
 */
export const promptServersSchema = z
  .object({
    servers: serverConfigListSchema.optional(),
    session: z.string().min(1, "expected a session id").optional(),
  })
  .strict()
  .refine(
    (body) => body.servers !== undefined || body.session !== undefined,
    "send { servers }, { session } or both",
  );
