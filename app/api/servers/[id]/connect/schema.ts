import { z } from "zod";

/** One root the inspector answers `roots/list` with: a `file://` URI and an optional name. */
const rootSchema = z
  .object({
    uri: z
      .string({ error: "a root needs a uri" })
      .max(4_096)
      .startsWith("file://", "a root's uri starts with file://"),
    name: z.string().max(256).optional(),
  })
  .strict();

/** Body of `POST /api/servers/:id/connect`, optional: the roots to offer the server. */
export const connectServerSchema = z
  .object({ roots: z.array(rootSchema).max(256, "at most 256 roots").optional() })
  .strict();
