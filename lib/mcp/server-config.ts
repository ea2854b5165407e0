import { z } from "zod";
import { headerProblems } from "@/lib/http/header-name";
import { serverTimeoutsSchema } from "@/lib/mcp/server-timeouts";

/** The name the built-in demo weather server goes by in every dialect (`server_name`). */
export const DEMO_WEATHER_SERVER_NAME = "weather";

/** A server name as the dialects use it: also part of native tool names (`server__tool`). */
const serverNameSchema = z
  .string()
  .trim()
  .min(1, "a server needs a name")
  .max(64, "a server name has at most 64 characters")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
    "a server name uses letters, digits, '_' and '-' and starts with a letter or digit",
  )
  .refine((name) => !name.includes("__"), "a server name must not contain '__'");

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
const headersSchema = z
  .record(z.string(), z.string().max(8_192))
  .superRefine((headers, context) => {
    for (const { name, message } of headerProblems(headers)) addIssue(context, [name], message);
  })
  .optional();

/** Environment variables a process can be started with: names not empty, without '=' or NUL. */
const envSchema = z
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
const secretNamesSchema = z.array(z.string().max(1_024)).max(256).optional();

/** A text field a child process takes, refused when it holds a NUL (`spawn` would throw). */
function processText(field: string, schema: z.ZodString) {
  return schema.superRefine((value, context) => addIssue(context, [], withoutNul(field)(value)));
}

/** A required text field whose absence is said in words (`a stdio server needs a command`). */
function requiredText(missing: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? missing : "expected text"),
  });
}

const httpUrlSchema = requiredText("a remote server needs a url").pipe(
  z.url({ protocol: /^https?$/, error: "the url must be http(s)" }),
);

/** A server reached over Streamable HTTP at `url`, with optional custom headers. */
export const streamableHttpServerSchema = z.object({
  name: serverNameSchema,
  transport: z.literal("streamable-http"),
  url: httpUrlSchema,
  headers: headersSchema,
  secretHeaders: secretNamesSchema,
  timeouts: serverTimeoutsSchema.optional(),
});

/** A server reached over the legacy HTTP+SSE transport at `url`, with optional custom headers. */
export const sseServerSchema = z.object({
  name: serverNameSchema,
  transport: z.literal("sse"),
  url: httpUrlSchema,
  headers: headersSchema,
  secretHeaders: secretNamesSchema,
  timeouts: serverTimeoutsSchema.optional(),
});

/** A server Loupe starts as a child process and talks to over stdin and stdout. */
export const stdioServerSchema = z.object({
  name: serverNameSchema,
  transport: z.literal("stdio"),
  command: processText(
    "the command",
    requiredText("a stdio server needs a command")
      .min(1, "a stdio server needs a command")
      .max(4_096),
  ),
  args: z
    .array(processText("an argument", z.string().max(8_192)))
    .max(256)
    .optional(),
  env: envSchema,
  secretEnv: secretNamesSchema,
  cwd: processText("the working directory", z.string().max(4_096)).optional(),
  timeouts: serverTimeoutsSchema.optional(),
});

/** An MCP server a session uses: one of the four ways Loupe reaches a server (docs/architecture.md). */
export const serverConfigSchema = z.discriminatedUnion(
  "transport",
  [
    streamableHttpServerSchema,
    sseServerSchema,
    stdioServerSchema,
    z.object({
      name: z.literal(DEMO_WEATHER_SERVER_NAME),
      transport: z.literal("demo"),
    }),
  ],
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? 'transport must be "stdio", "sse", "streamable-http" or "demo"'
        : undefined,
  },
);

/** One server of a session's configuration, as `POST /api/sessions` takes it. */
export type ServerConfig = z.infer<typeof serverConfigSchema>;

/** A server of the persisted list named by its id, optionally under another name. */
export const serverReferenceSchema = z
  .object({
    id: z.string().min(1, "a server id is empty").max(64, "a server id has at most 64 characters"),
    name: serverNameSchema.optional(),
  })
  .strict();

/** A listed server named by id (`GET /api/servers`), resolved to its stored configuration. */
export type ServerReference = z.infer<typeof serverReferenceSchema>;

/** One item of a session's `servers`: an inline configuration or a listed server's id. */
export type ServerListItem = ServerConfig | ServerReference;

/** Whether an item names a listed server rather than configuring one inline. */
export function isServerReference(item: ServerListItem): item is ServerReference {
  return !("transport" in item);
}

/** An inline configuration, or `{ id }` / `{ id, name }` for a listed server (no `transport`). */
const serverListItemSchema = z.unknown().transform((value, context): ServerListItem => {
  const byReference =
    typeof value === "object" && value !== null && "id" in value && !("transport" in value);
  const parsed = (byReference ? serverReferenceSchema : serverConfigSchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    context.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/** The servers of a session: names unique (listed servers' names are checked once resolved). */
export const serverConfigListSchema = z
  .array(serverListItemSchema)
  .max(16, "a session uses at most 16 servers")
  .refine((servers) => {
    const names = servers.flatMap((server) => (server.name === undefined ? [] : [server.name]));
    return new Set(names).size === names.length;
  }, "two servers have the same name");

/** What a session uses when it names no servers: the demo weather server alone. */
export const DEFAULT_SERVERS: readonly ServerConfig[] = [
  { name: DEMO_WEATHER_SERVER_NAME, transport: "demo" },
];
