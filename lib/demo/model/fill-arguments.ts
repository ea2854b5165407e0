import { mentions } from "@/lib/demo/model/pick-tool";
import { escapeRegExp } from "@/lib/escape-reg-exp";

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
}

/**
 * A tool's arguments read from its input schema and the task: an enum takes the value the task
 * names, a string the next quoted text, a number the one named beside it ("3 steps",
 * "duration: 5") or else the next one no other property names; else the property's default;
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
  const numberPattern = /(?<![\w.])-?\d+(?:\.\d+)?(?![\w.]*\w)/g;
  const numbers = Array.from(unquoted.matchAll(numberPattern), (match) => ({
    value: Number(match[0]),
    at: match.index,
  }));
  const numericNames = Object.entries(properties)
    .filter(([, property]) => ["number", "integer"].includes(String([property.type].flat()[0])))
    .map(([name]) => name);
  /** The number named beside this property, else the first that no other property names. */
  const takeNumber = (name: string): number | undefined => {
    const named = numbers.findIndex((number) => namedBeside(unquoted, number.at, name));
    const index =
      named >= 0
        ? named
        : numbers.findIndex(
            (number) =>
              !numericNames.some(
                (other) => other !== name && namedBeside(unquoted, number.at, other),
              ),
          );
    return index >= 0 ? numbers.splice(index, 1)[0]?.value : undefined;
  };
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
        takeNumber(name) ?? property.default ?? (isRequired ? (property.minimum ?? 0) : undefined);
    } else if (type === "string") {
      value = quoted.shift() ?? property.default ?? (isRequired ? task.trim() : undefined);
    } else {
      value = property.default ?? (isRequired && type === "boolean" ? false : undefined);
    }
    if (value !== undefined) filled[name] = value;
  }
  return filled;
}

/** Whether the number at `at` has the property's name right before or after it ("3 steps"). */
function namedBeside(text: string, at: number, name: string): boolean {
  const word = escapeRegExp(name.toLowerCase().replace(/s$/, ""));
  const before = text.slice(Math.max(0, at - name.length - 6), at).toLowerCase();
  const after = text.slice(at, at + name.length + 16).toLowerCase();
  return (
    new RegExp(`${word}s?\\s*(?:of|=|:|is)?\\s*$`).test(before) ||
    new RegExp(`^-?[\\d.]+\\s*${word}`).test(after)
  );
}
