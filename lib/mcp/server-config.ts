import { z } from "zod";

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

const headersSchema = z.record(z.string(), z.string().max(8_192)).optional();

/** An MCP server a session uses: one of the four ways Loupe reaches a server (DESIGN.md §6). */
export const serverConfigSchema = z.discriminatedUnion("transport", [
  z.object({
    name: serverNameSchema,
    transport: z.literal("streamable-http"),
    url: z.url({ protocol: /^https?$/, error: "the url must be http(s)" }),
    headers: headersSchema,
  }),
  z.object({
    name: serverNameSchema,
    transport: z.literal("sse"),
    url: z.url({ protocol: /^https?$/, error: "the url must be http(s)" }),
    headers: headersSchema,
  }),
  z.object({
    name: serverNameSchema,
    transport: z.literal("stdio"),
    command: z.string().min(1, "a stdio server needs a command").max(4_096),
    args: z.array(z.string().max(8_192)).max(256).optional(),
    env: z.record(z.string(), z.string().max(32_768)).optional(),
    cwd: z.string().max(4_096).optional(),
  }),
  z.object({
    name: z.literal(DEMO_WEATHER_SERVER_NAME),
    transport: z.literal("demo"),
  }),
]);

/** One server of a session's configuration, as `POST /api/sessions` takes it. */
export type ServerConfig = z.infer<typeof serverConfigSchema>;

/** The servers of a session: names unique. */
export const serverConfigListSchema = z
  .array(serverConfigSchema)
  .max(16, "a session uses at most 16 servers")
  .refine(
    (servers) => new Set(servers.map((server) => server.name)).size === servers.length,
    "two servers have the same name",
  );

/** What a session uses when it names no servers: the demo weather server alone. */
export const DEFAULT_SERVERS: readonly ServerConfig[] = [
  { name: DEMO_WEATHER_SERVER_NAME, transport: "demo" },
];
