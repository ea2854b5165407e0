import type { HostToolDefinition } from "./catalogue";

/**
 * A built-in tool's input as a JSON Schema object: what native function calling sends as its
 * parameters and what the text dialects (react-text, json) print beside its name.
 */
export function hostToolInputSchema(definition: HostToolDefinition): Record<string, unknown> {
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
    type: "object",
    properties,
    required: definition.parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  };
}
