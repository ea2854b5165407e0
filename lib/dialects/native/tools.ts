import type { DialectServer } from "@/lib/dialects/dialect";
import {
  defaultPromptTools,
  findHostTool,
  type HostToolDefinition,
} from "@/lib/dialects/host-tools/catalogue";
import { hostToolInputSchema } from "@/lib/dialects/host-tools/input-schema";
import type { ModelTool } from "@/lib/llm/model-request";
import { nativeToolName } from "./tool-names";

/** MCP access the native dialect offers as per-server functions instead of one generic tool. */
const MCP_ACCESS_TOOLS = new Set(["use_mcp_tool", "access_mcp_resource"]);

/**
 * The host's own tools offered as functions, in the XML prompt's order (the same host in both
 * dialects); MCP tools come first.
 */
export const NATIVE_BUILTIN_TOOLS: readonly string[] = defaultPromptTools.filter(
  (name) => !MCP_ACCESS_TOOLS.has(name),
);

/**
 * The functions of the native dialect: a captured request's tools as they were sent, every tool
 * of every server as `server__tool` with its own input schema, `access_mcp_resource` when a
 * server has resources, then the host's built-ins (described once, in the XML catalogue, so both
 * dialects offer the same host). A name a captured tool already has is not offered twice.
 */
export function nativeTools(
  servers: readonly DialectServer[],
  captured: readonly ModelTool[] = [],
): ModelTool[] {
  const own = ownTools(servers);
  const taken = new Set(captured.map((tool) => tool.name));
  return [...captured, ...own.filter((tool) => !taken.has(tool.name))];
}

function ownTools(servers: readonly DialectServer[]): ModelTool[] {
  const tools: ModelTool[] = [];
  for (const server of servers) {
    for (const tool of server.tools) {
      tools.push({
        name: nativeToolName(server.name, tool.name),
        description: `${tool.description ?? tool.name} (MCP server '${server.name}')`,
        parameters: asObjectSchema(tool.inputSchema),
      });
    }
  }
  const hasResources = servers.some(
    (server) => server.resources.length > 0 || server.resourceTemplates.length > 0,
  );
  const builtins = [...NATIVE_BUILTIN_TOOLS];
  if (hasResources) builtins.push("access_mcp_resource");
  for (const name of builtins) {
    const definition = findHostTool(name);
    if (definition) tools.push(builtinTool(definition));
  }
  return tools;
}

function builtinTool(definition: HostToolDefinition): ModelTool {
  return {
    name: definition.name,
    description: definition.description,
    parameters: hostToolInputSchema(definition),
  };
}

/** Providers want an object schema; a server that sends none gets an empty one. */
function asObjectSchema(schema: unknown): Record<string, unknown> {
  if (schema && typeof schema === "object" && !Array.isArray(schema)) {
    return schema as Record<string, unknown>;
  }
  return { type: "object", properties: {} };
}
