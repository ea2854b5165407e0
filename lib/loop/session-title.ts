/** Longest title a session takes. */
export const MAX_TITLE_CHARS = 200;

/** What the list calls a session: its given title, else its task's first non-empty line. */
export function sessionTitle(title: string | null, task: string): string {
  if (title) return title;
  const firstLine = task
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== "");
  if (!firstLine) return "Untitled run";
  return firstLine.length > MAX_TITLE_CHARS
    ? `${firstLine.slice(0, MAX_TITLE_CHARS - 1)}…`
    : firstLine;
}

/**
 * The title of a copy of a session a person named: the name and ` (copy)`, the name clipped so
 * the whole stays within the title's limit.
 */
export function copyTitle(title: string): string {
  return suffixedTitle(title, " (copy)");
}

/** The title of a fork: its source's and ` (fork at turn N)`, clipped like a copy's. */
export function forkTitle(title: string, turn: number): string {
  return suffixedTitle(title, ` (fork at turn ${turn})`);
}

function suffixedTitle(title: string, suffix: string): string {
  const room = MAX_TITLE_CHARS - suffix.length;
  const name = title.length > room ? `${title.slice(0, room - 1)}…` : title;
  return `${name}${suffix}`;
}
