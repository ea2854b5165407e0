/** Longest server name (the dialects put it in native tool names). */
export const MAX_SERVER_NAME_CHARS = 64;

/**
 * `name` if no listed server has it, else `name-2`, `name-3`, ... (shortened to stay within
 * {@link MAX_SERVER_NAME_CHARS}), so an import or a duplicate never clashes with the list.
 */
export function uniqueServerName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let number = 2; ; number += 1) {
    const suffix = `-${number}`;
    const candidate = `${name.slice(0, MAX_SERVER_NAME_CHARS - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
