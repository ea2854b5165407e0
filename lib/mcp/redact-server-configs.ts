import type { ServerConfig } from "@/lib/mcp/server-config";
import { isTransportId, TRANSPORT_LIST, transportOf } from "@/lib/mcp/transports/index";
import { redactFields, type SecretFields } from "@/lib/mcp/transports/secret-fields";

/**
 * The servers as `session.created` records them: each secret header and env value (see
 * `isSecretEntry`) replaced by `[redacted]` (a password in a URL by `redacted`), names kept so the
 * configuration still reads.
 */
export function redactServerConfigs(servers: readonly ServerConfig[]): ServerConfig[] {
  return servers.map(redactServerSecrets);
}

/**
 * One server's configuration (a session's, or a listed one) with each secret header and env
 * value `[redacted]` (its name says so, the person marked it in `secretHeaders`/`secretEnv`, or it
 * is a credential after an auth scheme or a URL with a password) and a password in its url
 * `redacted`; everything else, ordinary values such as `HOME=/home/me` included, copied as it is.
 */
export function redactServerSecrets<Server extends object>(server: Server): Server {
  const transport = (server as { transport?: unknown }).transport;
  if (typeof transport === "string" && isTransportId(transport)) {
    const config = server as unknown as ServerConfig;
    return transportOf(config).redact(config) as unknown as Server;
  }
  return redactFields(server, everySecretField);
}

/** For a configuration of no known transport: every field any transport keeps secrets in. */
const everySecretField: SecretFields = {
  url: "url",
  values: TRANSPORT_LIST.flatMap(
    (transport): SecretFields["values"] => transport.secretFields.values,
  ),
  lists: TRANSPORT_LIST.flatMap((transport): readonly string[] =>
    "lists" in transport.secretFields ? transport.secretFields.lists : [],
  ),
};
