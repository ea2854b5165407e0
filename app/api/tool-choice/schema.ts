import { z } from "zod";
import {
  createSessionSchema,
  MAX_SYSTEM_PROMPT_CHARS,
  MAX_TASK_CHARS,
  systemPromptSchema,
} from "@/app/api/sessions/schema";
import {
  MAX_TOOL_CHOICE_CELLS,
  MAX_TOOL_CHOICE_MODELS,
  MAX_TOOL_CHOICE_QUERIES,
} from "@/lib/api/tool-choice";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";

/** Largest `POST /api/tool-choice` body: a system prompt, every query at its longest, servers. */
export const MAX_TOOL_CHOICE_BODY_BYTES =
  2 * MAX_SYSTEM_PROMPT_CHARS + MAX_TOOL_CHOICE_QUERIES * 2 * MAX_TASK_CHARS;

/** Longest expected tool name (`server.tool`). */
const MAX_EXPECT_CHARS = 300;

/** One query, and the tool a person expects for it (empty or left out: none). */
const querySchema = z
  .object({
    text: z
      .string({ error: "a query's text must be a string" })
      .trim()
      .min(1, "the query is empty; write what a person would ask")
      .max(MAX_TASK_CHARS, `the query is longer than ${MAX_TASK_CHARS} characters`),
    expect: z
      .string({ error: "expect must be a tool's name (server.tool or tool)" })
      .trim()
      .max(MAX_EXPECT_CHARS, `expect is longer than ${MAX_EXPECT_CHARS} characters`)
      .optional()
      .transform((expect) => (expect === "" ? undefined : expect)),
  })
  .strict();

/** Body of `POST /api/tool-choice`. */
export const toolChoiceSchema = z
  .object({
    queries: z
      .array(querySchema, { error: "queries must be a list of { text, expect? }" })
      .min(1, "there are no queries; give at least one { text, expect? }")
      .max(MAX_TOOL_CHOICE_QUERIES, `a matrix has at most ${MAX_TOOL_CHOICE_QUERIES} queries`),
    models: z
      .array(createSessionSchema.shape.model, { error: "models must be a list of model ids" })
      .min(1, "there are no models; GET /api/models lists them")
      .max(MAX_TOOL_CHOICE_MODELS, `a matrix has at most ${MAX_TOOL_CHOICE_MODELS} models`)
      .superRefine((models, context) => {
        models.forEach((model, index) => {
          if (models.indexOf(model) !== index) {
            context.addIssue({
              code: "custom",
              path: [index],
              message: `"${model}" is listed twice`,
            });
          }
        });
      }),
    dialect: z.enum(DIALECT_IDS).optional(),
    servers: createSessionSchema.shape.servers,
    systemPrompt: systemPromptSchema.optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const cells = input.queries.length * input.models.length;
    if (cells > MAX_TOOL_CHOICE_CELLS) {
      context.addIssue({
        code: "custom",
        path: ["queries"],
        message: `${input.queries.length} queries × ${input.models.length} models is ${cells} cells; a matrix runs at most ${MAX_TOOL_CHOICE_CELLS}`,
      });
    }
  });

/** Query of `GET /api/tool-choice/:id/export`: `?format=csv` (the one format, and the default). */
export const toolChoiceExportQuerySchema = z
  .object({ format: z.enum(["csv"], { error: "format must be csv" }).default("csv") })
  .strict();
