import { z } from "zod";
import { autoApproveListSchema } from "@/app/api/sessions/auto-approve-schema";
import { toolsSchema } from "@/app/api/sessions/tools-schema";
import { DEFAULT_DIALECT_ID, DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import type { HistoryMessage } from "@/lib/llm/model-request";
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

/** Most messages a session's starting history holds. */
export const MAX_HISTORY_MESSAGES = 2_000;
/** Most characters (contents and tool-call arguments together) a starting history holds. */
export const MAX_HISTORY_CHARS = 4_000_000;
/** Largest `POST /api/sessions` body: room for a whole history, JSON-escaped. */
export const MAX_CREATE_SESSION_BODY_BYTES = 3 * MAX_HISTORY_CHARS;

const toolCallSchema = z.object({
  id: z.string().min(1, "a tool call needs an id").max(500),
  name: z.string().min(1, "a tool call needs a name").max(500),
  arguments: z.string(),
});

const historyMessageSchema = z.discriminatedUnion(
  "role",
  [
    z.object({ role: z.literal("user"), content: z.string() }).strict(),
    z
      .object({
        role: z.literal("assistant"),
        content: z.string(),
        toolCalls: z.array(toolCallSchema).max(128).optional(),
      })
      .strict(),
    z
      .object({
        role: z.literal("tool"),
        toolCallId: z.string().min(1, "a tool result names the call it answers"),
        /** Left out: the name of the call it answers. */
        name: z.string().optional(),
        content: z.string(),
        isError: z.boolean().optional(),
      })
      .strict(),
  ],
  { error: 'role must be "user", "assistant" or "tool"' },
);

type HistoryInput = z.infer<typeof historyMessageSchema>[];

function historyCharacters(history: HistoryInput): number {
  let characters = 0;
  for (const message of history) {
    characters += message.content.length;
    if (message.role === "assistant") {
      for (const call of message.toolCalls ?? []) characters += call.arguments.length;
    }
  }
  return characters;
}

/**
 * The conversation a session starts from, in the neutral shape (`ModelMessage` without the
 * system prompt): every tool result answers a call an earlier assistant message made, and takes
 * that call's name when it names none.
 */
export const historySchema = z
  .array(historyMessageSchema)
  .max(MAX_HISTORY_MESSAGES, `the history has more than ${MAX_HISTORY_MESSAGES} messages`)
  .superRefine((history, context) => {
    const characters = historyCharacters(history);
    if (characters > MAX_HISTORY_CHARS) {
      context.addIssue({
        code: "custom",
        message: `the history holds ${characters} characters, more than ${MAX_HISTORY_CHARS}`,
      });
      return;
    }
    const calls = new Set<string>();
    history.forEach((message, index) => {
      if (message.role === "assistant") {
        for (const call of message.toolCalls ?? []) calls.add(call.id);
      } else if (message.role === "tool" && !calls.has(message.toolCallId)) {
        context.addIssue({
          code: "custom",
          path: [index, "toolCallId"],
          message: `no earlier assistant message made the tool call "${message.toolCallId}" this result answers`,
        });
      }
    });
  })
  .transform((history): HistoryMessage[] => {
    const names = new Map<string, string>();
    return history.map((message) => {
      if (message.role === "assistant") {
        for (const call of message.toolCalls ?? []) names.set(call.id, call.name);
        return message;
      }
      if (message.role === "tool") {
        const { name, ...rest } = message;
        return { ...rest, name: name ?? names.get(message.toolCallId) ?? "" };
      }
      return message;
    });
  });

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
  /** True: the system prompt is sent as written, its `{{…}}` not filled (a captured prompt). */
  literalSystemPrompt: z.boolean().optional(),
  /** The conversation the first step sends after the system prompt, instead of the task. */
  history: historySchema.optional(),
  /** A captured request's functions, offered beside the servers' tools; no server runs them. */
  tools: toolsSchema.optional(),
  /** Actions that execute without waiting for a decision (`lib/api/auto-approve.ts`). */
  autoApprove: autoApproveListSchema.optional(),
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

/**
 * The paging part of a list's query, `?q=&limit=&before=`: a search, a page size, and the
 * `nextBefore` cursor of the page before (the session list's and the captures list's).
 */
export const listPageQueryFields = {
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
};

/** Query of `GET /api/sessions`: `?q=&limit=&before=`. */
export const listSessionsQuerySchema = z.object(listPageQueryFields).strict();
