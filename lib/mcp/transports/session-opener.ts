import type { ConnectCommonOptions, McpTransportKind } from "@/lib/mcp/connection";
import type { McpSession } from "@/lib/mcp/open-session";

/** Opens sessions of one server, and says how it is named and how a session ended. */
export interface SessionOpener {
  where: string;
  /** The transport the last session opened on. */
  readonly negotiatedTransport: McpTransportKind;
  /** The endpoint of an HTTP transport; undefined for a process. */
  readonly url: string | undefined;
  open(): Promise<McpSession>;
  describeEnding(session: McpSession): string;
  /** The id of the process a session runs in while it runs; undefined for other transports. */
  processIdOf(session: McpSession): number | undefined;
}

/** The client capabilities and handler setup of a connection, as each new session takes them. */
export function clientSetup(
  options: ConnectCommonOptions,
): Pick<ConnectCommonOptions, "capabilities" | "configureClient"> {
  return {
    ...(options.capabilities ? { capabilities: options.capabilities } : {}),
    ...(options.configureClient ? { configureClient: options.configureClient } : {}),
  };
}
