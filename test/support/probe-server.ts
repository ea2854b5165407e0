import path from "node:path";
import type { ServerConfig } from "@/lib/mcp/server-config";

/** The repo's stdio probe server, which tells what it was started with and can misbehave. */
export const PROBE_SERVER_SCRIPT = path.resolve(
  process.cwd(),
  "test/support/probe-stdio-server.mjs",
);

/**
 * The probe server as a session's or the inspector's stdio config, run by this Node: named
 * `probe` unless `name` says otherwise, with `env` when given (`PROBE_TOKEN`,
 * `PROBE_EXIT_AT_START`… as the script reads them).
 */
export function probeServerConfig(env?: Record<string, string>, name = "probe"): ServerConfig {
  return {
    name,
    transport: "stdio",
    command: process.execPath,
    args: [PROBE_SERVER_SCRIPT],
    ...(env ? { env } : {}),
  };
}
