/** What a transport read of one entry of a client's config file: its fields, or why not. */
export type ClientEntryReading =
  | { fields: Record<string, unknown>; warnings: string[] }
  | { reason: string };

/** Whether a value of a config file is a JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A `name: value` map with numbers and booleans as text, or the reason it is not one. */
export function readTextMap(
  field: string,
  value: unknown,
): { values?: Record<string, string> } | { reason: string } {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) return { reason: `${field} must be an object of names to text` };
  const values: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === "string") values[name] = item;
    else if (typeof item === "number" || typeof item === "boolean") values[name] = String(item);
    else return { reason: `${field}.${name} must be text` };
  }
  return { values };
}
