import { z } from "zod";
import { serverTimeoutsSchema } from "@/lib/mcp/server-timeouts";
import { readTextMap } from "./client-entry";
import { headersSchema, httpUrlSchema, secretNamesSchema, serverNameSchema } from "./config-fields";
import { urlWithoutPassword } from "./location-text";
import { redactFields, secretsOfFields } from "./secret-fields";
import type { TransportDescriptor } from "./transport-descriptor";

/** What sets one HTTP transport apart from the other. */
interface RemoteTransportParts<Id extends string> {
  id: Id;
  name: string;
  label: string;
  position: number;
  /** What the form's url field shows before one is typed. */
  urlPlaceholder: string;
  /** The `type` words client config files give it, the one an export writes first. */
  clientTypes: readonly [string, ...string[]];
}

/** The configuration of a server reached over HTTP at `url`, with optional custom headers. */
function remoteServerSchema<Id extends string>(id: Id) {
  return z.object({
    name: serverNameSchema,
    transport: z.literal(id),
    url: httpUrlSchema,
    headers: headersSchema,
    secretHeaders: secretNamesSchema,
    timeouts: serverTimeoutsSchema.optional(),
  });
}

/** A remote server's configuration on transport `Id`. */
export type RemoteServerConfig<Id extends string> = z.infer<
  ReturnType<typeof remoteServerSchema<Id>>
>;

const secretFields = {
  url: "url",
  values: [{ values: "headers", marked: "secretHeaders" }],
} as const;

/** A transport that reaches a server over HTTP (Streamable HTTP, legacy HTTP+SSE). */
export function remoteTransport<Id extends string>(parts: RemoteTransportParts<Id>) {
  return {
    id: parts.id,
    name: parts.name,
    schema: remoteServerSchema(parts.id),
    spawnsProcess: false,
    builtIn: false,
    fields: ["url", "headers", "secretHeaders"],
    optionalFields: ["headers", "secretHeaders"],
    secretFields,
    summary: (config) => `${parts.name}: ${urlWithoutPassword(config.url)}`,
    target: (config) => config.url,
    redact: (server) => redactFields(server, secretFields),
    secrets: (config) => secretsOfFields(config, secretFields),
    listing: {
      label: parts.label,
      position: parts.position,
      urlPlaceholder: parts.urlPlaceholder,
      clientEntry: (config) => ({
        type: parts.clientTypes[0],
        url: config.url,
        ...(config.headers ? { headers: config.headers } : {}),
      }),
      clientTypes: parts.clientTypes,
      readClientEntry: (entry) => {
        const headers = readTextMap("headers", entry.headers);
        if ("reason" in headers) return headers;
        return {
          fields: {
            url: entry.url ?? entry.serverUrl,
            ...(headers.values ? { headers: headers.values } : {}),
          },
          warnings: [],
        };
      },
    },
  } satisfies TransportDescriptor<RemoteServerConfig<Id>>;
}
