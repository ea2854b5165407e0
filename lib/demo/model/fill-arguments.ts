import type { Location } from "@/lib/demo/model/find-location";
import type { SchemaProperty } from "@/lib/demo/model/read-schema";
import type { PromptTool } from "@/lib/demo/model/read-system-prompt";

/** What a schema property asks for, guessed from its name and description. */
export type PropertyRole = "latitude" | "longitude" | "state" | "place";

/** The role of a property the demo knows how to fill, or undefined. */
export function propertyRole(property: SchemaProperty): PropertyRole | undefined {
  const name = property.name.toLowerCase();
  if (/^lat(itude)?$|latitude/.test(name)) return "latitude";
  if (/^(lon|lng|long)$|longitude/.test(name)) return "longitude";
  if (/state/.test(name)) return "state";
  if (/city|location|place|address|query|^q$/.test(name)) return "place";
  return undefined;
}

/**
 * Fills a tool's arguments from its schema and the location, in the schema's property order:
 * known roles from the location, other required properties from their enum or default.
 * Without a readable schema it guesses the weather server's parameters from the tool's purpose.
 */
export function fillArguments(tool: PromptTool, location: Location): Record<string, unknown> {
  const properties = tool.schema?.properties ?? guessedProperties(tool);
  const required = new Set(tool.schema?.required ?? properties.map((property) => property.name));
  const filled: Record<string, unknown> = {};
  for (const property of properties) {
    const role = propertyRole(property);
    const value = role
      ? valueForRole(role, location)
      : required.has(property.name)
        ? (property.enum?.[0] ?? property.default)
        : undefined;
    if (value !== undefined) filled[property.name] = coerce(value, property.type);
  }
  return filled;
}

/** The required properties of a tool that the filled arguments still lack. */
export function missingRequired(tool: PromptTool, filled: Record<string, unknown>): string[] {
  return (tool.schema?.required ?? []).filter((name) => !(name in filled));
}

function guessedProperties(tool: PromptTool): SchemaProperty[] {
  if (/alert|warning/i.test(tool.name)) return [{ name: "state", type: "string" }];
  return [
    { name: "latitude", type: "number" },
    { name: "longitude", type: "number" },
  ];
}

function valueForRole(role: PropertyRole, location: Location): unknown {
  if (role === "place") return location.name;
  return location[role];
}

function coerce(value: unknown, type: string | undefined): unknown {
  if (type === "string" && typeof value !== "string") return String(value);
  if ((type === "number" || type === "integer") && typeof value === "string") {
    const number = Number(value);
    return Number.isNaN(number) ? value : number;
  }
  if (type === "integer" && typeof value === "number") return Math.round(value);
  return value;
}
