import type { CreateSessionInput } from "@/lib/api/sessions";
import type { SessionStart } from "@/lib/captures/session-from-request";
import type { DialectId } from "@/lib/events/types";
import type { ServerListItem } from "@/lib/mcp/server-config";

/**
 * The session a captured request opens as, stepped with `model`: its messages as the history, its
 * functions as captured tools, its system prompt sent as captured (no placeholder filled), no
 * MCP servers and the dialect its reading chose. Open in playground and a comparison's columns
 * (which may name another dialect, servers or prompt) both start a capture's session from this;
 * a prompt of their own is sent with its placeholders filled, unless it is the captured one.
 */
export function captureSessionInput(
  start: SessionStart,
  model: string,
  change: {
    task?: string;
    dialect?: DialectId;
    servers?: ServerListItem[];
    systemPrompt?: string;
  } = {},
): CreateSessionInput {
  const systemPrompt = change.systemPrompt ?? start.systemPrompt;
  return {
    task: change.task ?? start.task,
    model,
    dialect: change.dialect ?? start.dialect,
    servers: change.servers ?? [],
    history: start.history,
    ...(start.tools.length === 0 ? {} : { tools: start.tools }),
    ...(systemPrompt === undefined ? {} : { systemPrompt }),
    ...(systemPrompt !== undefined && systemPrompt === start.systemPrompt
      ? { literalSystemPrompt: true }
      : {}),
  };
}
