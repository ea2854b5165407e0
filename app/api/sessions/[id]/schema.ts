import { z } from "zod";
import { queryInteger, systemPromptSchema } from "@/app/api/sessions/schema";
import { MAX_TITLE_CHARS } from "@/lib/loop/session-title";

/** A session's title as a person may write it: trimmed, 1–200 characters. */
export const titleSchema = z
  .string()
  .trim()
  .min(1, "the title is empty")
  .max(MAX_TITLE_CHARS, `the title is longer than ${MAX_TITLE_CHARS} characters`);

/** Body of `PATCH /api/sessions/:id`: exactly one of `{ title }` and `{ systemPrompt }`. */
export const updateSessionSchema = z
  .object({ title: titleSchema.optional(), systemPrompt: systemPromptSchema.optional() })
  .strict()
  .refine(
    (update) => (update.title === undefined) !== (update.systemPrompt === undefined),
    "send exactly one of { title } and { systemPrompt }",
  );

/** Most events one page of `GET /api/sessions/:id?after=&limit=` holds. */
export const MAX_EVENTS_LIMIT = 5_000;

/** Query of `GET /api/sessions/:id`: `?events=none`, or a page with `?after=&limit=`. */
export const sessionQuerySchema = z
  .object({
    events: z.enum(["all", "none"], { error: "events must be all or none" }).default("all"),
    after: queryInteger("after", 0, Number.MAX_SAFE_INTEGER).optional(),
    limit: queryInteger("limit", 1, MAX_EVENTS_LIMIT).optional(),
  })
  .strict()
  .refine(
    (query) => query.events === "all" || (query.after === undefined && query.limit === undefined),
    "events=none takes no after or limit: it leaves the events out",
  );
