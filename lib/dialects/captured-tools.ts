import type { DialectServer } from "@/lib/dialects/dialect";
import { type HostAction, intendedAction } from "@/lib/dialects/host-action";
import type { ModelTool } from "@/lib/llm/model-request";

/**
 * The server name a captured request's tools go by in host actions (`mcp-tool` on this server):
 * the agent that offered them is not here, so no server runs them; a person mocks or skips
 * their calls. A session with captured tools has no server of this name.
 */
export const CAPTURED_TOOLS_SERVER = "captured";

/** Captured tools as a text dialect's prompt lists them: the tools of one server that none runs. */
export function capturedToolsServer(tools: readonly ModelTool[]): DialectServer {
  return {
    name: CAPTURED_TOOLS_SERVER,
    transportLabel: "the captured request's tools: no server runs them here",
    tools: tools.map((tool) => ({
      name: tool.name,
      ...(tool.description === undefined ? {} : { description: tool.description }),
      inputSchema: tool.parameters,
    })),
    resources: [],
    resourceTemplates: [],
  };
}

/** The servers a text dialect's prompt lists: `servers`, then the captured tools' when there are any. */
export function withCapturedTools(
  servers: readonly DialectServer[],
  captured: readonly ModelTool[] = [],
): DialectServer[] {
  return captured.length > 0 ? [...servers, capturedToolsServer(captured)] : [...servers];
}

/**
 * The captured tool an action calls, when it calls one of `tools` (a session's captured tools),
 * else undefined: then a server or the host runs it.
 */
export function capturedToolOf(
  action: HostAction,
  tools: readonly Pick<ModelTool, "name">[],
): string | undefined {
  const meant = intendedAction(action);
  if (meant?.kind !== "mcp-tool" || meant.server !== CAPTURED_TOOLS_SERVER) return undefined;
  return tools.some((tool) => tool.name === meant.tool) ? meant.tool : undefined;
}
