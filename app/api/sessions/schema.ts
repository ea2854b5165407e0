import { z } from "zod";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";
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
  dialect: z.enum(DIALECT_IDS).default("xml"),
  /** Left out: the demo weather server alone; `[]`: no servers. */
  servers: serverConfigListSchema.optional(),
  systemPrompt: systemPromptSchema.optional(),
  params: modelParamsSchema.optional(),
  stopAtFirstAction: z.boolean().default(false),
});
