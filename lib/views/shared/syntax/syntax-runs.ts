/** A stretch of highlighted text and its colour in the light and the dark theme. */
export interface ColorRun {
  start: number;
  /** Exclusive. */
  end: number;
  light: string;
  dark: string;
}

/** A piece of text to render, coloured by `run` when it has one. */
export interface TextPiece {
  start: number;
  /** Exclusive. */
  end: number;
  run?: ColorRun;
}

/** What a highlighter's token gives: its text, where it starts, and its two themes' colours. */
export interface ThemedTokenLike {
  content: string;
  offset: number;
  htmlStyle?: Record<string, string>;
}

/**
 * Turns a highlighter's tokens (shiki's, with `--shiki-light` and `--shiki-dark` colours) into
 * colour runs over the text, leaving out tokens in the themes' plain text colour (they keep the
 * app's ink, and its contrast) and joining neighbours of the same colour.
 */
export function colorRunsFromTokens(
  tokens: readonly (readonly ThemedTokenLike[])[],
  plain: { light: string; dark: string },
): ColorRun[] {
  const runs: ColorRun[] = [];
  const plainLight = plain.light.toLowerCase();
  const plainDark = plain.dark.toLowerCase();
  for (const line of tokens) {
    for (const token of line) {
      const light = token.htmlStyle?.["--shiki-light"]?.toLowerCase();
      const dark = token.htmlStyle?.["--shiki-dark"]?.toLowerCase();
      if (!light || !dark || (light === plainLight && dark === plainDark)) continue;
      if (token.content.trim() === "") continue;
      const start = token.offset;
      const end = token.offset + token.content.length;
      const previous = runs.at(-1);
      if (
        previous &&
        previous.end === start &&
        previous.light === light &&
        previous.dark === dark
      ) {
        previous.end = end;
      } else {
        runs.push({ start, end, light, dark });
      }
    }
  }
  return runs;
}

/**
 * Cuts `[start, end)` of a text into pieces by the colour runs that cover it (runs sorted and not
 * overlapping); the pieces cover the range exactly, in order, uncoloured where no run is.
 */
export function textPieces(runs: readonly ColorRun[], start: number, end: number): TextPiece[] {
  const pieces: TextPiece[] = [];
  let position = start;
  for (let index = firstRunEndingAfter(runs, start); index < runs.length; index += 1) {
    const run = runs[index];
    if (!run || run.start >= end) break;
    const runStart = Math.max(run.start, start);
    const runEnd = Math.min(run.end, end);
    if (runStart > position) pieces.push({ start: position, end: runStart });
    if (runEnd > runStart) pieces.push({ start: runStart, end: runEnd, run });
    position = Math.max(position, runEnd);
  }
  if (position < end) pieces.push({ start: position, end });
  return pieces;
}

function firstRunEndingAfter(runs: readonly ColorRun[], offset: number): number {
  let low = 0;
  let high = runs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((runs[middle]?.end ?? 0) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The CSS colour of a run: its light or dark value, by the page's colour scheme. */
export function runColor(run: ColorRun): string {
  return `light-dark(${run.light}, ${run.dark})`;
}

/** The keyword colour of the app's two syntax themes (github light and dark, as shiki's). */
const keywordColor = { light: "#cf222e", dark: "#ff7b72" };

/** Colour runs for keyword spans (a text dialect's keywords), in the themes' keyword colour. */
export function keywordRuns(spans: readonly { start: number; end: number }[]): ColorRun[] {
  return spans
    .filter((span) => span.end > span.start)
    .map((span) => ({ start: span.start, end: span.end, ...keywordColor }));
}
