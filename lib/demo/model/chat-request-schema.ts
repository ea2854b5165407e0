import { z } from "zod";

const text = () => z.string({ error: "expected a string" });
const functionType = z.literal("function", { error: 'expected "function"' });
const tokenLimit = z
  .number({ error: "expected a number" })
  .int("expected an integer")
  .positive("expected a positive integer");

const message = z
  .looseObject({
    role: z.enum(["system", "developer", "user", "assistant", "tool"], {
      error: "expected one of system, developer, user, assistant, tool",
    }),
    content: z
      .union([z.string(), z.array(z.looseObject({ type: text(), text: text().optional() }))], {
        error: "expected a string or an array of text parts",
      })
      .nullish(),
    tool_calls: z
      .array(
        z.looseObject({
          id: text(),
          type: functionType.optional(),
          function: z.looseObject({ name: text(), arguments: text() }),
        }),
      )
      .nullish(),
    tool_call_id: text().optional(),
  })
  .refine((value) => value.role !== "tool" || value.tool_call_id !== undefined, {
    message: "a tool message needs the id of the call it answers",
    path: ["tool_call_id"],
  });

/**
 * An OpenAI chat-completions request as the demo model accepts it: the fields it reads are checked,
 * anything else (n, seed, user...) passes through untouched, as a provider would ignore it.
 */
export const chatCompletionRequestSchema = z.looseObject({
  model: text().min(1, "expected a model id"),
  messages: z
    .array(message, { error: "expected an array of messages" })
    .min(1, "expected at least one message"),
  stream: z.boolean({ error: "expected a boolean" }).nullish(),
  stream_options: z
    .looseObject({ include_usage: z.boolean({ error: "expected a boolean" }).nullish() })
    .nullish(),
  stop: z
    .union([z.string(), z.array(z.string()).max(4, "expected at most 4 stop sequences")], {
      error: "expected a string or an array of strings",
    })
    .nullish(),
  temperature: z.number({ error: "expected a number" }).min(0).max(2, "expected 0 to 2").nullish(),
  max_tokens: tokenLimit.nullish(),
  max_completion_tokens: tokenLimit.nullish(),
  tools: z
    .array(
      z.looseObject({
        type: functionType,
        function: z.looseObject({
          name: text().min(1, "expected a function name"),
          description: z.unknown().optional(),
          parameters: z.unknown().optional(),
        }),
      }),
    )
    .nullish(),
});

/** A chat-completions request the demo model accepted. */
export type DemoChatRequest = z.infer<typeof chatCompletionRequestSchema>;

/** One message of a {@link DemoChatRequest}. */
export type DemoChatMessage = DemoChatRequest["messages"][number];

/** A message's text: the string itself, or its text parts joined by newlines. */
export function messageText({ content }: Pick<DemoChatMessage, "content">): string {
  if (typeof content === "string") return content;
  return (content ?? [])
    .flatMap((part) => (part.type === "text" && part.text ? [part.text] : []))
    .join("\n");
}

/**
 * The first problem of a failed parse as OpenAI words it: a message, the `param` path and a `code`.
 * Parse with `reportInput: true`, so that a missing value can be told from a wrong one.
 */
export function describeRequestIssue(error: z.ZodError) {
  const issue = error.issues[0];
  if (!issue)
    return { message: "The request body is invalid.", param: null, code: "invalid_value" };
  const param = issue.path.length > 0 ? z.core.toDotPath(issue.path) : null;
  // The schema's one refinement fails only when a tool message has no call id.
  const missing =
    issue.code === "custom" || (issue.code === "invalid_type" && issue.input === undefined);
  if (param !== null && missing) {
    const reason = issue.code === "custom" ? ` (${issue.message})` : "";
    return {
      message: `Missing required parameter: '${param}'${reason}.`,
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
