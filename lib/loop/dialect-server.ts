import type { DialectServer } from "@/lib/dialects";
import type { ConnectedServerInfo } from "@/lib/mcp/server-set";

/** What a dialect needs of a connected server, and what `session.created` records of it. */
export function toDialectServer(info: ConnectedServerInfo): DialectServer {
  return {
    name: info.name,
    transportLabel: info.transportLabel,
    ...(info.instructions ? { instructions: info.instructions } : {}),
    tools: info.tools.map((tool) => ({
      name: tool.name,
      ...(tool.description ? { description: tool.description } : {}),
      inputSchema: tool.inputSchema,
    })),
    resources: info.resources,
    resourceTemplates: info.resourceTemplates,
  };
}
