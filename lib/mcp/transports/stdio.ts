import { z } from "zod";
import { serverTimeoutsSchema } from "@/lib/mcp/server-timeouts";
import { readTextMap } from "./client-entry";
import {
  envSchema,
  processText,
  requiredText,
  secretNamesSchema,
  serverNameSchema,
} from "./config-fields";
import { commandLine } from "./location-text";
import { redactFields, secretsOfFields } from "./secret-fields";
import type { TransportDescriptor } from "./transport-descriptor";

/** A server Loupe starts as a child process and talks to over stdin and stdout. */
const stdioServerSchema = z.object({
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

/** A stdio server's configuration. */
export type StdioServerConfig = z.infer<typeof stdioServerSchema>;

const secretFields = {
  values: [{ values: "env", marked: "secretEnv" }],
  lists: ["args"],
} as const;

/** A server Loupe starts as a child process and talks to over stdin and stdout. */
export const stdioTransport = {
  id: "stdio",
  name: "stdio",
  schema: stdioServerSchema,
  spawnsProcess: true,
  builtIn: false,
  fields: ["command", "args", "env", "secretEnv", "cwd"],
  optionalFields: ["args", "env", "secretEnv", "cwd"],
  secretFields,
  summary: (config) => `stdio: ${commandLine(config.command, config.args)}`,
  target: (config) => [config.command, ...(config.args ?? [])].join(" "),
  redact: (server) => redactFields(server, secretFields),
  secrets: (config) => secretsOfFields(config, secretFields),
  listing: {
    label: "stdio",
    position: 3,
    clientEntry: (config, format) => ({
      ...(format === "vscode" ? { type: "stdio" } : {}),
      command: config.command,
      ...(config.args ? { args: config.args } : {}),
      ...(config.env ? { env: config.env } : {}),
      ...(config.cwd === undefined ? {} : { cwd: config.cwd }),
    }),
    clientTypes: ["stdio"],
    readClientEntry: (entry) => {
      const env = readTextMap("env", entry.env);
      if ("reason" in env) return env;
      if (entry.args !== undefined && !Array.isArray(entry.args)) {
        return { reason: "args must be a list of text" };
      }
      return {
        fields: {
          command: entry.command,
          ...(entry.args === undefined ? {} : { args: entry.args }),
          ...(env.values ? { env: env.values } : {}),
          ...(entry.cwd === undefined ? {} : { cwd: entry.cwd }),
        },
        warnings:
          entry.envFile === undefined ? [] : ["envFile is not read: set its variables in env"],
      };
    },
  },
} satisfies TransportDescriptor<StdioServerConfig>;
