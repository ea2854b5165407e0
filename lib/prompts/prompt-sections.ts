import type { PromptSection } from "@/lib/api/captures";
import { estimateTokens } from "@/lib/views/shared/format";

/** The title of the text before a prompt's first heading or tag. */
export const PREAMBLE_TITLE = "(preamble)";
/** The title of the text after a tag block, up to the next heading or tag, which nothing names. */
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
  /** The line without its end (`\n`, `\r\n`). */
  text: string;
  start: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const line of text.split("\n")) {
    lines.push({ text: line.endsWith("\r") ? line.slice(0, -1) : line, start });
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

/** A heading (with its level), a tag block, or the text after a tag block, where it starts. */
type Mark = Boundary & { level?: number };

/**
 * The places a prompt text may be split at, in order: its headings outside code fences, and
 * its tag blocks (a tag opened at a line's start, up to the line that closes it; the headings
 * inside belong to it) with the text after each, as long as no heading has come yet: after one,
 * tags are that section's content (examples, placeholders).
 */
function marksOf(lines: readonly Line[]): Mark[] {
  const marks: Mark[] = [];
  let fenced = false;
  let headed = false;
  let afterBlock = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) continue;
    if (FENCE.test(line.text)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line.text);
    const tag = fenced || headed || heading ? null : OPENING_TAG.exec(line.text);
    const closing = tag?.[1] ? closingLine(lines, index, tag[1]) : -1;
    if (heading?.[1] && heading[2]) {
      headed = true;
      marks.push({ start: line.start, title: heading[2].trim(), level: heading[1].length });
    } else if (tag?.[1] && closing >= 0) {
      marks.push({ start: line.start, title: `${tag[1]}${tag[2] ?? ""}`.trim() });
      index = closing;
      afterBlock = true;
      continue;
    } else if (afterBlock && line.text.trim() !== "") {
      marks.push({ start: line.start, title: UNTITLED_TITLE });
    }
    if (line.text.trim() !== "") afterBlock = false;
  }
  return marks;
}

/** Where one section of a prompt text lies: its title and its character range. */
export interface SectionSpan {
  title: string;
  start: number;
  end: number;
}

/**
 * Where the sections of one system prompt text lie, in order, covering all of it: split at its
 * top-level markdown headings (the fewest `#` it uses, outside code fences; deeper headings and
 * the tags under a heading stay inside) and at the XML-ish tag blocks before its first heading (a
 * tag opened at a line's start, up to its closing tag, headings inside included). Text before the
 * first is `(preamble)` and text after a tag block `(text)`; blank text is no section.
 */
export function textSectionSpans(text: string): SectionSpan[] {
  const marks = marksOf(linesOf(text));
  const levels = marks.flatMap((mark) => (mark.level === undefined ? [] : [mark.level]));
  const topLevel = Math.min(...levels);
  const boundaries = marks.filter((mark) => mark.level === undefined || mark.level === topLevel);
  const spans: SectionSpan[] = [];
  const first = boundaries[0]?.start ?? text.length;
  if (text.slice(0, first).trim() !== "")
    spans.push({ title: PREAMBLE_TITLE, start: 0, end: first });
  boundaries.forEach((boundary, index) => {
    const end = boundaries[index + 1]?.start ?? text.length;
    spans.push({ title: boundary.title, start: boundary.start, end });
  });
  return spans;
}

/** The sections of one system prompt text (`textSectionSpans`), each with its size. */
export function textSections(text: string): PromptSection[] {
  return textSectionSpans(text).map(({ title, start, end }) => {
    const part = text.slice(start, end);
    return { title, characters: part.length, tokens: estimateTokens(part) };
  });
}

/**
 * The sections of a request's system prompt: each of its system messages split on its own
 * (`textSections`), in order, so a heading prompt and a tag block sent apart stay apart.
 */
export function promptSections(systemMessages: readonly string[]): PromptSection[] {
  return systemMessages.flatMap(textSections);
}
