import { textSectionSpans } from "@/lib/prompts/prompt-sections";

/** One row of the prompt editor's outline: a section, where it starts, its size. */
export interface OutlineRow {
  title: string;
  /** Character offset in the text, to move the editor there. */
  start: number;
  characters: number;
  tokens: number;
}

/**
 * The outline of a prompt text: its sections (`textSectionSpans`, as the Traffic page's anatomy
 * splits a captured prompt), each with the characters and tokens (as `count` counts them) of
 * what the model receives of it, once `render` has filled its placeholders.
 */
export function promptOutline(
  text: string,
  count: (text: string) => number,
  render: (text: string) => string = (part) => part,
): OutlineRow[] {
  return textSectionSpans(text).map(({ title, start, end }) => {
    const part = render(text.slice(start, end));
    return { title, start, characters: part.length, tokens: count(part) };
  });
}
