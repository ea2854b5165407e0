import { z } from "zod";

/** One root the inspector answers `roots/list` with: a `file://` URI and an optional name. */
const rootSchema = z
  .object({
    uri: z
      .string({ error: "a root needs a uri" })
      .max(4_096)
      .startsWith("file://", "a root's uri starts with file://"),
    name: z.string({ error: "a root's name must be text" }).max(256).optional(),
  })
  .strict();

/** A list of roots, as `connect` and `PUT /roots` take it. */
export const rootListSchema = z
  .array(rootSchema, { error: "roots must be a list" })
  .max(256, "at most 256 roots");

/** Body of `PUT /api/servers/:id/roots`: the whole new list. */
export const replaceRootsSchema = z.object({ roots: rootListSchema }).strict();

/** Query of `GET /api/servers/:id/roots`: none. */
export const rootsQuerySchema = z.object({}).strict();
