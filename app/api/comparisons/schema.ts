import { z } from "zod";
import { decisionSchema } from "@/app/api/sessions/[id]/decision/schema";
import {
  createSessionSchema,
  listPageQueryFields,
  MAX_SYSTEM_PROMPT_CHARS,
  systemPromptSchema,
} from "@/app/api/sessions/schema";
import { MAX_COMPARISON_COLUMNS, MIN_COMPARISON_COLUMNS } from "@/lib/api/comparisons";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";

/** Largest `POST /api/comparisons` body: room for a system prompt of its own in every column. */
export const MAX_CREATE_COMPARISON_BODY_BYTES =
  2 * (MAX_COMPARISON_COLUMNS + 1) * MAX_SYSTEM_PROMPT_CHARS;

/** One column: its model, and the dialect, prompt, params and label it has of its own. */
const columnSchema = z
  .object({
    model: createSessionSchema.shape.model,
    dialect: z.enum(DIALECT_IDS).optional(),
    systemPrompt: systemPromptSchema.optional(),
    params: createSessionSchema.shape.params,
    label: z
      .string()
      .trim()
      .min(1, "the label is empty")
      .max(200, "the label is longer than 200 characters")
      .optional(),
  })
  .strict();

/** An id in `from` or in the draft's query. */
const sourceIdSchema = z.string().min(1, "the id is empty").max(200, "the id is too long");

/** Where a comparison starts from: `{ session: id }` or `{ capture: id }`. */
export const comparisonSourceSchema = z.union(
  [z.object({ session: sourceIdSchema }).strict(), z.object({ capture: sourceIdSchema }).strict()],
  { error: "from is { session: id } or { capture: id }" },
);

/**
 * Body of `POST /api/comparisons`: `task` may be left out only with `from` (the source's task);
 * left out, `dialect` is the source's, else the default.
 */
export const createComparisonSchema = z
  .object({
    from: comparisonSourceSchema.optional(),
    task: createSessionSchema.shape.task.optional(),
    servers: createSessionSchema.shape.servers,
    dialect: z.enum(DIALECT_IDS).optional(),
    systemPrompt: systemPromptSchema.optional(),
    columns: z
      .array(columnSchema, {
        error: "columns must be a list of { model, dialect?, systemPrompt?, params?, label? }",
      })
      .min(
        MIN_COMPARISON_COLUMNS,
        `a comparison has ${MIN_COMPARISON_COLUMNS} to ${MAX_COMPARISON_COLUMNS} columns`,
      )
      .max(
        MAX_COMPARISON_COLUMNS,
        `a comparison has ${MIN_COMPARISON_COLUMNS} to ${MAX_COMPARISON_COLUMNS} columns`,
      ),
  })
  .strict()
  .refine((body) => body.task !== undefined || body.from !== undefined, {
    path: ["task"],
    message: "the task is missing; say what the agent should do (or start from a source with from)",
  });

/**
 * Query of `GET /api/comparisons/draft`: `?session=ID` or `?capture=ID`, exactly one of them.
 */
export const comparisonDraftQuerySchema = z
  .object({ session: sourceIdSchema.optional(), capture: sourceIdSchema.optional() })
  .strict()
  .transform((query, context) => {
    if (query.session !== undefined && query.capture === undefined) {
      return { session: query.session };
    }
    if (query.capture !== undefined && query.session === undefined) {
      return { capture: query.capture };
    }
    context.addIssue({
      code: "custom",
      message: "name exactly one source: ?session=ID or ?capture=ID",
    });
    return z.NEVER;
  });

/** Body of `POST /api/comparisons/:id/decision`: a session's decision, and the columns it is for. */
export const comparisonDecisionSchema = z.intersection(
  decisionSchema,
  z.object({
    columns: z
      .array(
        z.union([z.number().int().min(0), z.string().min(1)], {
          error: "a column is its number (0 is the first) or its session id",
        }),
      )
      .min(1, "columns is empty; leave it out to decide for every waiting column")
      .max(MAX_COMPARISON_COLUMNS, `a comparison has at most ${MAX_COMPARISON_COLUMNS} columns`)
      .optional(),
  }),
);

/** Query of `GET /api/comparisons`: `?q=&limit=&before=`, as the session list's. */
export const listComparisonsQuerySchema = z.object(listPageQueryFields).strict();
