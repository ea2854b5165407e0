import type { XmlPromptServer } from "./system-prompt";

type PropertySchema = { type?: unknown; default?: unknown; examples?: unknown; enum?: unknown };

/** A value of the property's own: its default, first example or first enum value, else by type. */
function exampleValue(property: PropertySchema): unknown {
  if (property.default !== undefined) return property.default;
  if (Array.isArray(property.examples) && property.examples.length > 0) return property.examples[0];
  if (Array.isArray(property.enum) && property.enum.length > 0) return property.enum[0];
  const type = [property.type].flat().find((item) => item !== "null");
  if (type === "number" || type === "integer") return 0;
  if (type === "boolean") return true;
  if (type === "array") return [];
  if (type === "object") return {};
  return "example";
}

/**
 * The prompt's worked `use_mcp_tool` example: the first tool of the connected servers, with its
 * required arguments (the first property when none is required); neutral names when no server
 * offers a tool, so the example never names a tool that is not there.
 */
export function renderExampleCall(servers: readonly XmlPromptServer[]): string {
  const server = servers.find((candidate) => candidate.tools.length > 0);
  const tool = server?.tools[0];
  const schema = (tool?.inputSchema ?? {}) as {
    properties?: Record<string, PropertySchema>;
    required?: unknown;
  };
  const properties = Object.entries(schema.properties ?? {});
  const required = Array.isArray(schema.required) ? schema.required : [];
  const shown = properties.filter(([name]) => required.includes(name));
  const example = Object.fromEntries(
    (shown.length > 0 ? shown : properties.slice(0, 1)).map(([name, property]) => [
      name,
      exampleValue(property ?? {}),
    ]),
  );
  const args = tool ? example : { parameter: "value" };
  return [
    "<use_mcp_tool>",
    `<server_name>${server?.name ?? "server name"}</server_name>`,
    `<tool_name>${tool?.name ?? "tool name"}</tool_name>`,
    "<arguments>",
    JSON.stringify(args, null, 2),
    "</arguments>",
    "</use_mcp_tool>",
  ].join("\n");
}
