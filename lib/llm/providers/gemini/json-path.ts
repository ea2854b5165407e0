/** The keys and indexes of a JSON path such as `$.location`, `$.stops[0].name` or `$['a b']`. */
function pathSteps(jsonPath: string): Array<string | number> | undefined {
  if (!jsonPath.startsWith("$")) return undefined;
  const steps: Array<string | number> = [];
  const pattern = /\.([^.[\]]+)|\[(\d+)\]|\['([^']*)'\]|\["([^"]*)"\]/gy;
  pattern.lastIndex = 1;
  while (pattern.lastIndex < jsonPath.length) {
    const match = pattern.exec(jsonPath);
    if (!match) return undefined;
    steps.push(
      match[2] === undefined ? (match[1] ?? match[3] ?? match[4] ?? "") : Number(match[2]),
    );
  }
  return steps;
}

/** Keys that would reach an object's prototype instead of a field of its own. */
const unsafeKeys = new Set(["__proto__", "constructor", "prototype"]);

function isContainer(value: unknown): value is Record<string | number, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Puts a value at a JSON path inside `root`, making the objects and arrays on the way; with
 * `append`, a string is added to the string already there (a value streamed in pieces). A path
 * that is not `$`-rooted, does not parse or names a prototype key changes nothing.
 */
export function setAtJsonPath(
  root: Record<string, unknown>,
  jsonPath: string,
  value: unknown,
  mode: "set" | "append" = "set",
): void {
  const steps = pathSteps(jsonPath);
  if (!steps || steps.length === 0 || steps.some((step) => unsafeKeys.has(String(step)))) return;
  let container: Record<string | number, unknown> = root;
  for (const [position, step] of steps.entries()) {
    const next = steps[position + 1];
    if (next === undefined) {
      const current = Object.hasOwn(container, step) ? container[step] : undefined;
      container[step] =
        mode === "append" && typeof current === "string" && typeof value === "string"
          ? current + value
          : value;
      return;
    }
    const existing = Object.hasOwn(container, step) ? container[step] : undefined;
    if (!isContainer(existing)) container[step] = typeof next === "number" ? [] : {};
    container = container[step] as Record<string | number, unknown>;
  }
}
