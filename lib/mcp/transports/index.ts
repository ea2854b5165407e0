import { demoTransport } from "./demo";
import { sseTransport } from "./sse";
import { stdioTransport } from "./stdio";
import { streamableHttpTransport } from "./streamable-http";
import type { TransportDescriptor } from "./transport-descriptor";

/**
 * Every transport Loupe reaches MCP servers over, in the order messages name them. Adding one is
 * a descriptor file beside these and one line here (and its connector in `connectors.ts`).
 */
export const TRANSPORT_LIST = [
  stdioTransport,
  sseTransport,
  streamableHttpTransport,
  demoTransport,
] as const;

/** One transport's descriptor, as the table holds it. */
export type AnyTransport = (typeof TRANSPORT_LIST)[number];

/** A transport's id: `stdio`, `sse`, `streamable-http` or `demo`. */
export type TransportId = AnyTransport["id"];

/** The transports by id. */
export const TRANSPORTS = Object.fromEntries(
  TRANSPORT_LIST.map((transport) => [transport.id, transport]),
) as { [Id in TransportId]: Extract<AnyTransport, { id: Id }> };

/** The transports a person can list a server on (every one but the built-in demo), in table order. */
export const LISTED_TRANSPORT_LIST = TRANSPORT_LIST.filter(
  (transport): transport is Extract<AnyTransport, { listing: object }> =>
    transport.listing !== undefined,
);

/** Whether `id` names a transport of the table. */
export function isTransportId(id: string): id is TransportId {
  return Object.hasOwn(TRANSPORTS, id);
}

/**
 * The descriptor of a configuration's transport, typed for that configuration, so a caller holding
 * any server's configuration calls its parts without a switch.
 */
export function transportOf<Config extends { name: string; transport: TransportId }>(
  config: Config,
): TransportDescriptor<Config> {
  return TRANSPORTS[config.transport] as unknown as TransportDescriptor<Config>;
}

/** The words that name transport ids in a message: `"stdio", "sse" or "streamable-http"`. */
export function quotedTransportIds(ids: readonly string[]): string {
  const quoted = ids.map((id) => `"${id}"`);
  const last = quoted.pop() ?? "";
  return quoted.length > 0 ? `${quoted.join(", ")} or ${last}` : last;
}
