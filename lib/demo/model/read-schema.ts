/** One property of a tool's input schema, as far as the demo needs it. */
export interface SchemaProperty {
  name: string;
  type?: string;
  description?: string;
  enum?: readonly unknown[];
  default?: unknown;
}

/** A tool's input schema reduced to its properties (in order) and the required names. */
export interface ToolSchema {
  properties: SchemaProperty[];
  required: string[];
  /** True when the JSON did not parse and the properties were picked out by pattern. */
  recovered: boolean;
}

/**
 * Reads a JSON Schema the way a forgiving model would: as JSON, then with trailing commas removed,
 * then by picking `"name": { "type": ... }` pairs out of the text. Undefined when nothing is found.
 */
export function readToolSchema(text: string): ToolSchema | undefined {
  const parsed = parseJson(text) ?? parseJson(text.replace(/,(\s*[}\]])/g, "$1"));
  if (isRecord(parsed)) return fromJson(parsed);
  return recoverByPattern(text);
}

function fromJson(schema: Record<string, unknown>): ToolSchema {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return {
    properties: Object.entries(properties).map(([name, value]) => {
      const property = isRecord(value) ? value : {};
      return {
        name,
        type: typeof property.type === "string" ? property.type : undefined,
        description: typeof property.description === "string" ? property.description : undefined,
        enum: Array.isArray(property.enum) ? property.enum : undefined,
        default: property.default,
      };
    }),
    required: Array.isArray(schema.required)
      ? schema.required.filter((name): name is string => typeof name === "string")
      : [],
    recovered: false,
  };
}

function recoverByPattern(text: string): ToolSchema | undefined {
  const properties: SchemaProperty[] = [];
  for (const match of text.matchAll(/"([A-Za-z_][\w-]*)"\s*:\s*\{\s*"type"\s*:\s*"(\w+)"/g)) {
    const [, name, type] = match;
    if (name && name !== "properties") properties.push({ name, type });
  }
  if (properties.length === 0) return undefined;
  const requiredList = /"required"\s*:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? "";
  const required = [...requiredList.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
  return { properties, required, recovered: true };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
