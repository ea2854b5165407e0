/** The turn `direction` steps away from `current` (the latest turn when none is chosen). */
export function neighbourTurn(
  turns: readonly number[],
  current: number | null,
  direction: 1 | -1,
): number | null {
  if (turns.length === 0) return null;
  const index = current === null ? turns.length - 1 : turns.indexOf(current);
  if (index === -1) return turns.at(-1) ?? null;
  return turns[index + direction] ?? null;
}
