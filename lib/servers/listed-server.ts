import { z } from "zod";
import {
  sseServerSchema,
  stdioServerSchema,
  streamableHttpServerSchema,
} from "@/lib/mcp/server-config";

/** Longest a single request may wait, and longest a request may run in all (one day). */
const MAX_TIMEOUT_MS = 24 * 60 * 60 * 1000;

function milliseconds(name: string) {
  return z
    .number({ error: `${name} must be a number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(1, `${name} must be at least 1`)
    .max(MAX_TIMEOUT_MS, `${name} is at most ${MAX_TIMEOUT_MS} (a day)`);
}

/**
 * How long a request to a listed server may take: `requestMs` without an answer,
 * `resetOnProgress` restarting that clock on each progress notification, `maxTotalMs` in all.
 */
export const serverTimeoutsSchema = z
  .object({
    requestMs: milliseconds("timeouts.requestMs").optional(),
    resetOnProgress: z
      .boolean({ error: "timeouts.resetOnProgress must be true or false" })
      .optional(),
    maxTotalMs: milliseconds("timeouts.maxTotalMs").optional(),
  })
  .strict()
  .refine(
    (timeouts) =>
      timeouts.requestMs === undefined ||
      timeouts.maxTotalMs === undefined ||
      timeouts.maxTotalMs >= timeouts.requestMs,
    "timeouts.maxTotalMs must be at least timeouts.requestMs",
  );

/** A listed server's request timeouts; each left out means the MCP layer's default. */
export type ServerTimeouts = z.infer<typeof serverTimeoutsSchema>;

/** The transports a listed server may use: every one but the built-in demo. */
export const LISTED_TRANSPORTS = ["stdio", "sse", "streamable-http"] as const;

/** One transport's configuration plus timeouts; a field of another transport is refused by name. */
function listedVariant<Shape extends z.ZodRawShape>(transport: string, shape: Shape) {
  const article = /^[aeiouS]/.test(transport) ? "an" : "a";
  return z.strictObject(
    { ...shape, timeouts: serverTimeoutsSchema.optional() },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `${issue.keys.join(", ")} ${issue.keys.length === 1 ? "does" : "do"} not apply to ${article} ${transport} server`
          : undefined,
    },
  );
}

/** A server as the list keeps it: a stdio, SSE or Streamable HTTP configuration and timeouts. */
export const listedServerConfigSchema = z.discriminatedUnion(
  "transport",
  [
    listedVariant("Streamable HTTP", streamableHttpServerSchema.shape),
    listedVariant("SSE", sseServerSchema.shape),
    listedVariant("stdio", stdioServerSchema.shape),
  ],
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? 'transport must be "stdio", "sse" or "streamable-http"'
        : undefined,
  },
);

/** The configuration of a listed server, without its id. */
export type ListedServerConfig = z.infer<typeof listedServerConfigSchema>;

/** A listed server: its configuration, its id, and when it was added and last changed. */
export type ListedServer = ListedServerConfig & {
  id: string;
  createdAt: number;
  updatedAt: number;
};
