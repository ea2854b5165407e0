import type { ServerTimeouts } from "@/lib/mcp/server-timeouts";

/**
 * An edit of a listed server (`PATCH /api/servers/:id`): each field given replaces the stored
 * one, `null` removes an optional one; header and env values sent as `[redacted]` keep theirs.
 */
export interface ServerPatch {
  name?: string;
  transport?: "stdio" | "sse" | "streamable-http";
  url?: string;
  headers?: Record<string, string> | null;
  secretHeaders?: string[] | null;
  command?: string;
  args?: string[] | null;
  env?: Record<string, string> | null;
  secretEnv?: string[] | null;
  cwd?: string | null;
  timeouts?: ServerTimeouts | null;
}
