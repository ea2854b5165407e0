import "server-only";
import type { ActionMcpClient } from "@/lib/loop/execute-action";
import { mcpResourceToText, mcpResultToText } from "@/lib/loop/mcp-result-text";
import type { ServerSet } from "@/lib/mcp/server-set";

/** How long a tool call may take before the person gets a clear timeout. */
export const MCP_CALL_TIMEOUT_MS = 30_000;

/**
 * The executor's view of a session's servers for one turn: the set is opened (or reopened, after
 * a stdio server exited or Loupe restarted) only when an action needs it, and every message it
 * causes is tagged with the turn.
 */
export function sessionMcpClient(servers: () => Promise<ServerSet>, turn: number): ActionMcpClient {
  const connect = async () => {
    const set = await servers();
    set.setTurn(turn);
    return set;
  };
  return {
    async callTool(serverName, toolName, args) {
      const set = await connect();
      const result = await set.callTool(serverName, toolName, args, {
        timeoutMs: MCP_CALL_TIMEOUT_MS,
      });
      return mcpResultToText(result);
    },
    async readResource(serverName, uri) {
      const set = await connect();
      return { text: mcpResourceToText(await set.readResource(serverName, uri)) };
    },
  };
}
