import { z } from "zod";

const text = () => z.string({ error: "expected a string" });

const textPart = z.looseObject({ type: text(), text: text().optional() });

/** A content block: text, `tool_use`, `tool_result`, or any other type (image, thinking...), kept as is. */
const contentBlock = z
  .looseObject({
    type: text(),
    text: text().optional(),
    id: text().optional(),
    name: text().optional(),
    input: z.unknown().optional(),
    tool_use_id: text().optional(),
    content: z
      .union([z.string(), z.array(textPart)], { error: "expected a string or an array of blocks" })
      .optional(),
    is_error: z.boolean({ error: "expected a boolean" }).optional(),
  })
  .refine((block) => block.type !== "tool_use" || (block.id && block.name), {
    message: "a tool_use block needs an id and a name",
    path: ["id"],
  })
  .refine((block) => block.type !== "tool_result" || block.tool_use_id !== undefined, {
    message: "a tool_result block needs the id of the tool_use it answers",
    path: ["tool_use_id"],
  });

/** A message; Claude Code sends `system` ones among them (reminders, the agent list) too. */
const message = z.looseObject({
  role: z.enum(["user", "assistant", "system"], { error: "expected user, assistant or system" }),
  content: z.union([z.string(), z.array(contentBlock)], {
    error: "expected a string or an array of content blocks",
  }),
});

/**
 * An Anthropic Messages request as the demo model accepts it: the fields it reads are checked
 * (`max_tokens` is required, as Anthropic requires it), anything else (metadata, thinking,
 * tool_choice...) passes through untouched.
 */
export const messagesRequestSchema = z.looseObject({
  model: text().min(1, "expected a model id"),
  max_tokens: z
    .number({ error: "expected a number" })
    .int("expected an integer")
    .positive("expected a positive integer"),
  messages: z
    .array(message, { error: "expected an array of messages" })
    .min(1, "expected at least one message"),
  system: z
    .union([z.string(), z.array(textPart)], { error: "expected a string or an array of blocks" })
    .nullish(),
  stream: z.boolean({ error: "expected a boolean" }).nullish(),
  stop_sequences: z.array(text(), { error: "expected an array of strings" }).nullish(),
  temperature: z.number({ error: "expected a number" }).min(0).max(1, "expected 0 to 1").nullish(),
  tools: z
    .array(
      z.looseObject({
        name: text().min(1, "expected a tool name"),
        description: z.unknown().optional(),
        input_schema: z.unknown().optional(),
      }),
    )
    .nullish(),
});

/** A Messages request the demo model accepted. */
export type DemoMessagesRequest = z.infer<typeof messagesRequestSchema>;

/** A text block list's text, joined by newlines; a string is its own text. */
export function blocksText(content: string | readonly { type: string; text?: string }[]): string {
  if (typeof content === "string") return content;
  return content
    .flatMap((part) => (part.type === "text" && part.text ? [part.text] : []))
    .join("\n");
}

/**
 * The first problem of a failed parse as Anthropic words it: `path: what is wrong`, with
 * "Field required" for a missing one. Parse with `reportInput: true`.
 */
export function describeMessagesIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request body is invalid.";
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  const reason = missing ? "Field required" : issue.message;
  return issue.path.length > 0 ? `${z.core.toDotPath(issue.path)}: ${reason}` : reason;
}
