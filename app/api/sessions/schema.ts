import { z } from "zod";
import { DEFAULT_DIALECT_ID, DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import { parseSessionCursor } from "@/lib/loop/session-list";
import { serverConfigListSchema } from "@/lib/mcp/server-config";

/** Largest task text a session accepts. */
export const MAX_TASK_CHARS = 20_000;
/** Largest system prompt a session accepts. */
export const MAX_SYSTEM_PROMPT_CHARS = 200_000;

/** A system prompt as a person may write it: not empty, not unbounded. */
export const systemPromptSchema = z
  .string()
  .min(1, "the system prompt is empty")
  .max(
    MAX_SYSTEM_PROMPT_CHARS,
    `the system prompt is longer than ${MAX_SYSTEM_PROMPT_CHARS} characters`,
  );

/**
 * Sampling parameters as the API takes them (provider spelling); fields it does not name are
 * passed through into the model request body as they are.
 */
const reservedParams = ["model", "messages", "system", "tools"];

const modelParamsSchema = z
  .object({
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().positive().max(1_000_000).optional(),
    stop: z.union([z.string(), z.array(z.string()).max(16)]).optional(),
  })
  .catchall(z.unknown())
  .refine(
    (params) => !reservedParams.some((name) => name in params),
    "params may not set model, messages, system or tools: the session decides those",
  )
  .transform(({ temperature, max_tokens, stop, ...extra }) => ({
    ...(temperature === undefined ? {} : { temperature }),
    ...(max_tokens === undefined ? {} : { maxTokens: max_tokens }),
    ...(stop === undefined ? {} : { stop: typeof stop === "string" ? [stop] : stop }),
    ...(Object.keys(extra).length === 0 ? {} : { extra }),
  }));

/** Body of `POST /api/sessions`. */
export const createSessionSchema = z.object({
  task: z
    .string()
    .trim()
    .min(1, "the task is empty; say what the agent should do")
    .max(MAX_TASK_CHARS, `the task is longer than ${MAX_TASK_CHARS} characters`),
  model: z.string().min(1, "choose a model"),
  dialect: z.enum(DIALECT_IDS).default(DEFAULT_DIALECT_ID),
  /** Left out: the demo weather server alone; `[]`: no servers. */
  servers: serverConfigListSchema.optional(),
  systemPrompt: systemPromptSchema.optional(),
  params: modelParamsSchema.optional(),
  stopAtFirstAction: z.boolean().default(false),
});

const decimalDigits = /^[0-9]+$/;

/** A whole number in a query parameter, digits only, within `[min, max]`. */
export function queryInteger(name: string, min: number, max: number) {
  return z
    .string()
    .regex(decimalDigits, `${name} must be a whole number (digits only)`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}`);
}

/** Most sessions one page of the list holds. */
export const MAX_LIST_LIMIT = 200;

/** Query of `GET /api/sessions`: `?q=&limit=&before=`. */
export const listSessionsQuerySchema = z
  .object({
    q: z.string().max(200, "q is longer than 200 characters").optional(),
    limit: queryInteger("limit", 1, MAX_LIST_LIMIT).default(50),
    before: z
      .string()
      .transform((text, context) => {
        const cursor = parseSessionCursor(text);
        if (!cursor) {
          context.addIssue({
            code: "custom",
            message: "before is not a cursor this API gave (pass nextBefore as it came)",
          });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  })
  .strict();
