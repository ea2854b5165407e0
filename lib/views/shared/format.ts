/** Formats a stream offset the way the Raw SSE lane shows it: `+0.012s`. */
export function formatOffset(milliseconds: number): string {
  return `+${(Math.max(0, milliseconds) / 1000).toFixed(3)}s`;
}

/** Formats a duration for people: `12 ms`, `1.24 s`. */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  return `${(milliseconds / 1000).toFixed(2)} s`;
}

/** Formats a while of minutes or seconds for people: `10 minutes`, `1 minute`, `45 s`. */
export function formatIdleWhile(milliseconds: number): string {
  if (milliseconds >= 60_000 && milliseconds % 60_000 === 0) {
    return countOf(milliseconds / 60_000, "minute");
  }
  return formatDuration(milliseconds);
}

/** Formats a size in bytes: `512 B`, `12.3 kB`, `1.4 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** A rough token count (about four characters per token), enough to judge a prompt's weight. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Pretty-prints JSON text; returns it unchanged when it does not parse. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * A count with its noun in the right number: `1 turn`, `3 turns`, `1,204 lines`. `plural`
 * defaults to the singular with an `s`.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${englishNumbers.format(count)} ${count === 1 ? singular : plural}`;
}

/** `toLocaleString("en-US")` made once: that call builds a formatter each time it is called. */
const englishNumbers = new Intl.NumberFormat("en-US");
