import type { PromptSection } from "@/lib/api/captures";
import { estimateTokens } from "@/lib/views/shared/format";

/** The title of the text before a prompt's first heading or tag. */
export const PREAMBLE_TITLE = "(preamble)";
/** The title of text between two tag blocks, which no heading or tag names. */
export const UNTITLED_TITLE = "(text)";

const HEADING = /^(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^[ \t]{0,3}(```|~~~)/;
/** A line that opens an XML-ish tag at its start: `<env>`, `<permissions instructions>`. */
const OPENING_TAG = /^<([A-Za-z_][\w.:-]*)((?:[ \t][^<>]*)?)>/;

interface Boundary {
  /** Character offset of the line the section starts at. */
  start: number;
  title: string;
}

interface Line {
  text: string;
  start: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const line of text.split("\n")) {
    lines.push({ text: line, start });
    start += line.length + 1;
  }
  return lines;
}

/** The index of the line closing the tag opened on line `from`, or -1 when none does. */
function closingLine(lines: readonly Line[], from: number, name: string): number {
  const closing = new RegExp(`</${name.replace(/[.]/g, "\\.")}[\\s>]`);
  const opener = lines[from]?.text ?? "";
  if (closing.test(opener.slice(opener.indexOf(">") + 1))) return from;
  for (let index = from + 1; index < lines.length; index += 1) {
    if (closing.test(lines[index]?.text ?? "")) return index;
  }
  return -1;
}

/** The headings outside code fences, by level: where each starts and what it says. */
function headingsOf(lines: readonly Line[]): Array<Boundary & { level: number }> {
  const headings: Array<Boundary & { level: number }> = [];
  let fenced = false;
  for (const line of lines) {
    if (FENCE.test(line.text)) fenced = !fenced;
    const match = fenced ? null : HEADING.exec(line.text);
    if (match?.[1] && match[2]) {
      headings.push({ start: line.start, title: match[2], level: match[1].length });
    }
  }
  return headings;
}

/** The top-level tag blocks: a tag opened at a line's start, up to the line that closes it. */
function tagBlocksOf(lines: readonly Line[]): Boundary[] {
  const boundaries: Boundary[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const match = line ? OPENING_TAG.exec(line.text) : null;
    if (!line || !match?.[1]) continue;
    const closing = closingLine(lines, index, match[1]);
    if (closing < 0) continue;
    boundaries.push({ start: line.start, title: `${match[1]}${match[2] ?? ""}`.trim() });
    const after = lines[closing + 1];
    if (after && after.text.trim() !== "" && !OPENING_TAG.test(after.text)) {
      boundaries.push({ start: after.start, title: UNTITLED_TITLE });
    }
    index = closing;
  }
  return boundaries;
}

function section(text: string, title: string): PromptSection {
  return { title, characters: text.length, tokens: estimateTokens(text) };
}

/**
 * The sections of one system prompt text, in order, covering all of it: split at its top-level
 * markdown headings (the fewest `#` it uses, outside code fences; its tags and deeper headings
 * stay inside) when it has any, else at its top-level XML-ish tag blocks (a tag opened at a
 * line's start, up to its closing tag). Text before the first is `(preamble)` and text after a
 * tag block `(text)`; blank text is no section.
 */
export function textSections(text: string): PromptSection[] {
  const lines = linesOf(text);
  const headings = headingsOf(lines);
  const topLevel = Math.min(...headings.map((heading) => heading.level));
  const boundaries = headings.length
    ? headings.filter((heading) => heading.level === topLevel)
    : tagBlocksOf(lines);
  const sections: PromptSection[] = [];
  const first = boundaries[0]?.start ?? text.length;
  if (text.slice(0, first).trim() !== "")
    sections.push(section(text.slice(0, first), PREAMBLE_TITLE));
  boundaries.forEach((boundary, index) => {
    const end = boundaries[index + 1]?.start ?? text.length;
    sections.push(section(text.slice(boundary.start, end), boundary.title));
  });
  return sections;
}

/**
 * The sections of a request's system prompt: each of its system messages split on its own
 * (`textSections`), in order, so a heading prompt and a tag block sent apart stay apart.
 */
export function promptSections(systemMessages: readonly string[]): PromptSection[] {
  return systemMessages.flatMap(textSections);
}
