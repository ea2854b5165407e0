import { mentions } from "@/lib/demo/model/pick-tool";

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
}

/**
 * A tool's arguments read from its input schema and the task: an enum takes the value the task
 * names, a string the next quoted text, a number the next number; else the property's default;
 * else, when required, the task itself (a string), the first enum value, the minimum or 0, false.
 * Optional properties with nothing to fill are left out.
 */
export function fillArguments(schema: unknown, task: string): Record<string, unknown> {
  const { properties = {}, required = [] } = (schema ?? {}) as {
    properties?: Record<string, PropertySchema>;
    required?: string[];
  };
  const quotedPattern = /"([^"\n]+)"|“([^”\n]+)”|(?<!\w)'([^'\n]+)'(?!\w)/g;
  const quoted = Array.from(task.matchAll(quotedPattern), (match) =>
    (match[1] ?? match[2] ?? match[3] ?? "").trim(),
  );
  const unquoted = task.replace(quotedPattern, " ");
  const numbers = Array.from(unquoted.matchAll(/(?<![\w.])-?\d+(?:\.\d+)?(?![\w.]*\w)/g), Number);
  const filled: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const type = [property.type ?? ""].flat().find((item) => item !== "null");
    const isRequired = required.includes(name);
    let value: unknown;
    if (Array.isArray(property.enum)) {
      value =
        property.enum.find((option) => mentions(task, String(option))) ??
        property.default ??
        (isRequired ? property.enum[0] : undefined);
    } else if (type === "number" || type === "integer") {
      value =
        numbers.shift() ?? property.default ?? (isRequired ? (property.minimum ?? 0) : undefined);
    } else if (type === "string") {
      value = quoted.shift() ?? property.default ?? (isRequired ? task.trim() : undefined);
    } else {
      value = property.default ?? (isRequired && type === "boolean" ? false : undefined);
    }
    if (value !== undefined) filled[name] = value;
  }
  return filled;
}
