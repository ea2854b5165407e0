import { z } from "zod";
import {
  sseServerSchema,
  stdioServerSchema,
  streamableHttpServerSchema,
} from "@/lib/mcp/server-config";
import { serverTimeoutsSchema } from "@/lib/mcp/server-timeouts";

export { type ServerTimeouts, serverTimeoutsSchema } from "@/lib/mcp/server-timeouts";

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
