import { z } from "zod";
import {
  type AnyTransport,
  LISTED_TRANSPORT_LIST,
  quotedTransportIds,
} from "@/lib/mcp/transports/index";

export { type ServerTimeouts, serverTimeoutsSchema } from "@/lib/mcp/server-timeouts";

/** A transport a person can list a server on. */
type ListedTransport = Extract<AnyTransport, { listing: object }>;

/** The transports a listed server may use: every one but the built-in demo. */
export const LISTED_TRANSPORTS = LISTED_TRANSPORT_LIST.map((transport) => transport.id) as [
  ListedTransport["id"],
  ...ListedTransport["id"][],
];

/** A transport's session schema made strict: a field of another transport refused by name. */
type StrictVariant<Transport> = Transport extends { schema: z.ZodObject<infer Shape> }
  ? z.ZodObject<Shape, z.core.$strict>
  : never;

/** One transport's configuration plus timeouts; a field of another transport is refused by name. */
function listedVariant(transport: ListedTransport) {
  const article = /^[aeiouS]/.test(transport.name) ? "an" : "a";
  return z.strictObject(transport.schema.shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `${issue.keys.join(", ")} ${issue.keys.length === 1 ? "does" : "do"} not apply to ${article} ${transport.name} server`
        : undefined,
  });
}

/** A server as the list keeps it: a configuration of a listed transport, and timeouts. */
export const listedServerConfigSchema = z.discriminatedUnion(
  "transport",
  LISTED_TRANSPORT_LIST.map(listedVariant) as unknown as [
    StrictVariant<ListedTransport>,
    ...StrictVariant<ListedTransport>[],
  ],
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `transport must be ${quotedTransportIds(LISTED_TRANSPORTS)}`
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
