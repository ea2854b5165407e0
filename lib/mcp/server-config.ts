import { z } from "zod";
import { serverNameSchema } from "@/lib/mcp/transports/config-fields";
import { DEMO_WEATHER_SERVER_NAME } from "@/lib/mcp/transports/demo";
import { quotedTransportIds, TRANSPORT_LIST } from "@/lib/mcp/transports/index";

export { DEMO_WEATHER_SERVER_NAME } from "@/lib/mcp/transports/demo";

/** The schemas of a tuple of transports, as a tuple the union keeps the types of. */
type SchemasOf<List extends readonly { schema: unknown }[]> = {
  [Index in keyof List]: List[Index]["schema"];
};

/** An MCP server a session uses: one of the ways Loupe reaches a server (`lib/mcp/transports`). */
export const serverConfigSchema = z.discriminatedUnion(
  "transport",
  TRANSPORT_LIST.map((transport) => transport.schema) as unknown as SchemasOf<
    typeof TRANSPORT_LIST
  >,
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `transport must be ${quotedTransportIds(TRANSPORT_LIST.map((transport) => transport.id))}`
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
