/** A key that reads plainly after a dot (`headers.X-Api-Key`, `args.0`); any other is quoted. */
const plainKey = /^[A-Za-z0-9_-]+$/;

/**
 * Where in a body a problem is, as a person would write it: `servers.0.name`, and a key with a
 * space, `=` or nothing in it quoted, `headers["X Bad"]`, `env[""]`, so the field is unambiguous.
 */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      const key = typeof part === "symbol" ? part.toString() : String(part);
      if (plainKey.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join("");
}
