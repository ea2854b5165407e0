// The server list's shapes (docs/api.md): what `/api/servers` takes and answers, as both the
// routes and the page read them. The configuration's schema lives here too: it is pure (the
// transports' browser-safe descriptors and zod), and its type is what the routes validate.
import { z } from "zod";
import {
  type AnyTransport,
  LISTED_TRANSPORT_LIST,
  quotedTransportIds,
} from "@/lib/mcp/transports/index";

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

/** A server of a config file that could not be read, and why. */
export interface SkippedServer {
  name: string;
  reason: string;
}

/** Something a person should know about a server that was read (a variable kept as text, ...). */
export interface ImportWarning {
  name: string;
  message: string;
}

/**
 * What an import added (ids, and each server's id with the name it is listed under, in the
 * file's order), what it skipped and why, and what to check: `POST /api/servers/import`'s answer.
 */
export interface ServerImportResult {
  ids: string[];
  added: Array<{ id: string; name: string }>;
  skipped: SkippedServer[];
  warnings: ImportWarning[];
}
