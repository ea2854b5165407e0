import "server-only";
import { LoupeError } from "@/lib/errors";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { runtimeSlot } from "@/lib/runtime";
import { REDACTED } from "@/lib/security/redacted";

type ConfigsBySession = Map<string, ServerConfig[]>;

function configs(): ConfigsBySession {
  return runtimeSlot<ConfigsBySession>("session-server-configs", () => new Map());
}

/**
 * Keeps a session's server configuration with its secrets (header and env values) in this
 * process only: the event log records them redacted, so they never reach the disk or a browser.
 */
export function keepServerConfigs(sessionId: string, servers: readonly ServerConfig[]): void {
  configs().set(sessionId, [...servers]);
}

/** Drops a deleted session's kept configuration, secrets and all. */
export function forgetServerConfigs(sessionId: string): void {
  configs().delete(sessionId);
}

/**
 * The configuration to (re)connect a session's servers with: the one kept in memory, else the
 * recorded one when it holds no redacted secret. After a restart a server whose secrets were
 * redacted cannot be reached again, and the message says so.
 */
export function serverConfigsToConnect(
  sessionId: string,
  recorded: readonly ServerConfig[],
): ServerConfig[] {
  const kept = configs().get(sessionId);
  if (kept) return kept;
  const withSecrets = recorded.find((server) =>
    Object.values(
      "headers" in server ? (server.headers ?? {}) : "env" in server ? (server.env ?? {}) : {},
    ).includes(REDACTED),
  );
  if (withSecrets) {
    throw new LoupeError(
      "mcp:connect_failed",
      `Server '${withSecrets.name}' was configured with secret headers or environment values, which Loupe keeps only while it runs; it has restarted since. Start a new run with the server's configuration.`,
    );
  }
  return [...recorded];
}
