import type { DialectServer } from "@/lib/dialects/dialect";
import { findXmlTool, type XmlToolDefinition } from "@/lib/dialects/xml/tools";
import type { ModelTool } from "@/lib/llm/model-request";
import { nativeToolName } from "./tool-names";

/** The host's own tools offered as functions, in this order; MCP tools come first. */
export const NATIVE_BUILTIN_TOOLS = [
  "write_to_file",
  "read_file",
  "list_files",
  "replace_in_file",
  "ask_followup_question",
  "attempt_completion",
] as const;

/**
 * The functions of the native dialect: every tool of every server as `server__tool` with its own
 * input schema, `access_mcp_resource` when a server has resources, then the host's built-ins
 * (described once, in the XML catalogue, so both dialects offer the same host).
 */
export function nativeTools(servers: readonly DialectServer[]): ModelTool[] {
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
  const builtins: string[] = [...NATIVE_BUILTIN_TOOLS];
  if (hasResources) builtins.push("access_mcp_resource");
  for (const name of builtins) {
    const definition = findXmlTool(name);
    if (definition) tools.push(builtinTool(definition));
  }
  return tools;
}

function builtinTool(definition: XmlToolDefinition): ModelTool {
  const properties: Record<string, unknown> = {};
  for (const parameter of definition.parameters) {
    properties[parameter.name] = {
      type:
        parameter.kind === "json-array"
          ? "array"
          : parameter.kind === "json-object"
            ? "object"
            : "string",
      description: parameter.description,
    };
  }
  return {
    name: definition.name,
    description: definition.description,
    parameters: {
      type: "object",
      properties,
      required: definition.parameters
        .filter((parameter) => parameter.required)
        .map((parameter) => parameter.name),
    },
  };
}

/** Providers want an object schema; a server that sends none gets an empty one. */
function asObjectSchema(schema: unknown): Record<string, unknown> {
  if (schema && typeof schema === "object" && !Array.isArray(schema)) {
    return schema as Record<string, unknown>;
  }
  return { type: "object", properties: {} };
}
