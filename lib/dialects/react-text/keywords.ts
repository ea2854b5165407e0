import type { TextSpan } from "@/lib/events/types";

/** A ReAct keyword at the start of a line, numbered as in the paper (`Thought 1:`) or not. */
const keyword = /^[ \t]*((?:Thought|Action Input|Action|Observation|Final Answer)(?: \d+)?:)/gm;

/** Where an answer's ReAct keywords are (`Thought:`, `Action:`, `Action Input:`, `Observation:`, `Final Answer:`), to colour them. */
export function reactTextKeywords(content: string): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const match of content.matchAll(keyword)) {
    const word = match[1] ?? "";
    const start = (match.index ?? 0) + match[0].length - word.length;
    spans.push({ start, end: start + word.length });
  }
  return spans;
}
