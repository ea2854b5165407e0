import type { OfferedTool } from "@/lib/demo/model/read-offer";
import { escapeRegExp } from "@/lib/escape-reg-exp";

/** Words too common to say which tool a task means. */
const COMMON_WORDS = new Set(
  "the and for with from this that what whats which into your you can please use call tool tools get gets give return returns write result file tell show make about some all any how much many there here now just also then than are was have has been its out".split(
    " ",
  ),
);

/** A word without case and a plural or verb ending, so "Echoes" meets "echo". */
function stem(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 4 ? lower.replace(/(?:es|ing|ed|(?<!s)s)$/, "") : lower;
}

function words(text: string): string[] {
  return (text.match(/[a-z0-9]+/gi) ?? []).filter((word) => word.length >= 3).map(stem);
}

/** The values of the schema's `enum`s, e.g. server-everything's `location: "New York"`. */
function enumValues(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { enum?: unknown }> } | undefined)
    ?.properties;
  return Object.values(properties ?? {}).flatMap((property) =>
    Array.isArray(property?.enum) ? property.enum.map(String) : [],
  );
}

/** Whether the task holds this text as whole words, ignoring case. */
export function mentions(task: string, text: string): boolean {
  const escaped = escapeRegExp(text);
  return text !== "" && new RegExp(`(?<![\\w])${escaped}(?![\\w])`, "i").test(task);
}

/**
 * The tool whose name or description best matches the task, and why: each task word found in
 * the tool's name counts 3, in its description 1, and each enum value the task names 2. None
 * when no tool scores; the first listed wins a tie.
 */
export function pickTool(
  tools: readonly OfferedTool[],
  task: string,
): { tool: OfferedTool; reason: string } | undefined {
  const taskWords = new Set(words(task).filter((word) => !COMMON_WORDS.has(word)));
  let best: { tool: OfferedTool; reason: string; score: number } | undefined;
  for (const tool of tools) {
    const name = new Set(words(tool.tool));
    const description = new Set(words(tool.description ?? ""));
    const inName = [...taskWords].filter((word) => name.has(word));
    const inDescription = [...taskWords].filter((word) => description.has(word));
    const named = enumValues(tool.inputSchema).filter((value) => mentions(task, value));
    const score = 3 * inName.length + inDescription.length + 2 * named.length;
    if (score === 0 || (best && best.score >= score)) continue;
    const reasons = [
      inName.length > 0 ? `its name has "${inName.join('", "')}"` : "",
      inDescription.length > 0 ? `its description has "${inDescription.join('", "')}"` : "",
      named.length > 0 ? `it takes "${named.join('", "')}"` : "",
    ];
    best = { tool, score, reason: reasons.filter(Boolean).join(" and ") };
  }
  return best && { tool: best.tool, reason: best.reason };
}
