import type { TurnBlock } from "./timeline-blocks";

/**
 * The turns a fork can start from with an edit of their messages: those that ended with an
 * observation (a turn waiting for a decision, or ending the run with its final answer, has no
 * history the next turn could send). Turn 0, the starting history, always can.
 */
export function forkableTurns(turns: readonly TurnBlock[]): ReadonlySet<number> {
  const forkable = new Set([0]);
  for (const block of turns) {
    if (block.items.some((item) => item.kind === "observation")) forkable.add(block.turn);
  }
  return forkable;
}

/** The latest turn a fork can start from: where an edit of the system prompt forks. */
export function latestForkableTurn(turns: readonly TurnBlock[]): number {
  return Math.max(...forkableTurns(turns));
}
