import type { PromptAnatomy } from "@/lib/api/captures";

/** A part of a whole, as a percentage for a bar's width (0 when the whole is empty). */
export function shareOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, (part / whole) * 100));
}

/** The messages of one role: how many, and their characters together. */
export interface RoleTotal {
  role: string;
  count: number;
  characters: number;
}

/** The messages summed by role, in the order each role first speaks. */
export function messagesByRole(messages: PromptAnatomy["messages"]): RoleTotal[] {
  const totals = new Map<string, RoleTotal>();
  for (const message of messages) {
    const total = totals.get(message.role) ?? { role: message.role, count: 0, characters: 0 };
    total.count += 1;
    total.characters += message.characters;
    totals.set(message.role, total);
  }
  return [...totals.values()];
}

/** The tools largest first (name breaks a tie), and their characters together. */
export function toolsBySize(tools: PromptAnatomy["tools"]): {
  tools: PromptAnatomy["tools"];
  characters: number;
} {
  const sorted = [...tools].sort(
    (left, right) => right.characters - left.characters || left.name.localeCompare(right.name),
  );
  return { tools: sorted, characters: tools.reduce((sum, tool) => sum + tool.characters, 0) };
}
