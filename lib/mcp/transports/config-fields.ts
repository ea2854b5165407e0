import { z } from "zod";
import { serverNameProblem } from "@/lib/dialects";
import { headerProblems } from "@/lib/http/header-name";

/** A server name as the dialects use it: each may rule out names its words cannot carry. */
export const serverNameSchema = z
  .string()
  .trim()
  .min(1, "a server needs a name")
  .max(64, "a server name has at most 64 characters")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
    "a server name uses letters, digits, '_' and '-' and starts with a letter or digit",
  )
  .superRefine((name, context) => {
    const problem = serverNameProblem(name);
    if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
  });

/** Text a child process cannot be given: Node refuses a NUL in a command, argument, cwd or env. */
const withoutNul = (field: string) => (value: string) =>
  value.includes("\0") ? `${field} must not hold a NUL character` : undefined;

function addIssue(context: z.RefinementCtx, path: PropertyKey[], message: string | undefined) {
  if (message !== undefined) context.addIssue({ code: "custom", message, path });
}

/**
 * Headers a request can carry (see `header-name.ts`): each name an HTTP token the connection does
 * not set itself, each value Latin-1 without CR, LF or NUL, so a server saved can also be reached.
 */
export const headersSchema = z
  .record(z.string(), z.string().max(8_192))
  .superRefine((headers, context) => {
    for (const { name, message } of headerProblems(headers)) addIssue(context, [name], message);
  })
  .optional();

/** Environment variables a process can be started with: names not empty, without '=' or NUL. */
export const envSchema = z
  .record(z.string(), z.string().max(32_768))
  .superRefine((env, context) => {
    for (const [name, value] of Object.entries(env)) {
      if (name === "") addIssue(context, [name], "an environment variable needs a name");
      else if (name.includes("=")) {
        addIssue(context, [name], "an environment variable's name must not hold '='");
      }
      addIssue(context, [name], withoutNul("an environment variable's name")(name));
      addIssue(context, [name], withoutNul("an environment value")(value));
    }
  })
  .optional();

/** Names of headers or env variables whose values are secret though their names do not say so. */
export const secretNamesSchema = z.array(z.string().max(1_024)).max(256).optional();

/** A text field a child process takes, refused when it holds a NUL (`spawn` would throw). */
export function processText(field: string, schema: z.ZodString) {
  return schema.superRefine((value, context) => addIssue(context, [], withoutNul(field)(value)));
}

/** A required text field whose absence is said in words (`a stdio server needs a command`). */
export function requiredText(missing: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? missing : "expected text"),
  });
}

/** The url of a remote server: http(s), its absence said in words. */
export const httpUrlSchema = requiredText("a remote server needs a url").pipe(
  z.url({ protocol: /^https?$/, error: "the url must be http(s)" }),
);
