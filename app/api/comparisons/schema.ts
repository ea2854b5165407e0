import { z } from "zod";
import { decisionSchema } from "@/app/api/sessions/[id]/decision/schema";
import {
  createSessionSchema,
  listPageQueryFields,
  MAX_SYSTEM_PROMPT_CHARS,
  systemPromptSchema,
} from "@/app/api/sessions/schema";
import { MAX_COMPARISON_COLUMNS, MIN_COMPARISON_COLUMNS } from "@/lib/api/comparisons";
import { DEFAULT_DIALECT_ID, DIALECT_IDS } from "@/lib/dialects/dialect-ids";

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

/** Body of `POST /api/comparisons`. */
export const createComparisonSchema = z
  .object({
    task: createSessionSchema.shape.task,
    servers: createSessionSchema.shape.servers,
    dialect: z.enum(DIALECT_IDS).default(DEFAULT_DIALECT_ID),
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
  .strict();

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
