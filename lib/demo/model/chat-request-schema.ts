import { z } from "zod";

const textPart = z.looseObject({
  type: z.string({ error: "expected a content part with a string `type`" }),
  text: z.string({ error: "expected a string" }).optional(),
});

const message = z.looseObject({
  role: z.enum(["system", "developer", "user", "assistant", "tool"], {
    error: "expected one of system, developer, user, assistant, tool",
  }),
  content: z
    .union([z.string(), z.array(textPart)], {
      error: "expected a string or an array of text parts",
    })
    .nullish(),
});

const tokenLimit = z
  .number({ error: "expected a number" })
  .int("expected an integer")
  .positive("expected a positive integer");

/**
 * An OpenAI chat-completions request as the demo model accepts it: the fields it reads are checked,
 * anything else (tools, n, seed...) passes through untouched, as a provider would ignore it.
 */
export const chatCompletionRequestSchema = z.looseObject({
  model: z.string({ error: "expected a string" }).min(1, "expected a model id"),
  messages: z
    .array(message, { error: "expected an array of messages" })
    .min(1, "expected at least one message"),
  stream: z.boolean({ error: "expected a boolean" }).nullish(),
  stream_options: z
    .looseObject(
      { include_usage: z.boolean({ error: "expected a boolean" }).nullish() },
      { error: "expected an object" },
    )
    .nullish(),
  stop: z
    .union([z.string(), z.array(z.string()).max(4, "expected at most 4 stop sequences")], {
      error: "expected a string or an array of strings",
    })
    .nullish(),
  temperature: z
    .number({ error: "expected a number" })
    .min(0, "expected 0 to 2")
    .max(2, "expected 0 to 2")
    .nullish(),
  max_tokens: tokenLimit.nullish(),
  max_completion_tokens: tokenLimit.nullish(),
  tools: z.array(z.unknown(), { error: "expected an array" }).nullish(),
});

/** A request that passed {@link chatCompletionRequestSchema}. */
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

/** The first problem of a failed parse as OpenAI words it: a message, the `param` path and a `code`. */
export function describeRequestIssue(
  error: z.ZodError,
  input: unknown,
): { message: string; param: string | null; code: string } {
  const issue = error.issues[0];
  if (!issue)
    return { message: "The request body is invalid.", param: null, code: "invalid_value" };
  const param = issue.path.length > 0 ? formatParam(issue.path) : null;
  if (param !== null && valueAt(input, issue.path) === undefined && issue.code === "invalid_type") {
    return {
      message: `Missing required parameter: '${param}'.`,
      param,
      code: "missing_required_parameter",
    };
  }
  const emptyArray = issue.code === "too_small" && issue.origin === "array";
  const code =
    issue.code === "invalid_type" ? "invalid_type" : emptyArray ? "empty_array" : "invalid_value";
  const where = param === null ? "the request body" : `'${param}'`;
  return { message: `Invalid value for ${where}: ${issue.message}.`, param, code };
}

function formatParam(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
