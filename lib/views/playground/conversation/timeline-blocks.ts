import type { TimelineItem } from "./session-timeline";
import type { TurnStatus } from "./turn-status";

/** One turn of the conversation: its divider and everything that happened in it. */
export interface TurnBlock {
  turn: number;
  status: TurnStatus;
  /** The key of the turn's divider item, stable while the session grows. */
  key: string;
  items: TimelineItem[];
}

/** The conversation cut into what came before the first turn (the task) and one block per turn. */
export interface TimelineBlocks {
  before: TimelineItem[];
  turns: TurnBlock[];
}

/**
 * Cuts the timeline at each turn's divider, so a turn can be folded, outlined and jumped to.
 * Items keep their order; an item after a divider belongs to that divider's turn.
 */
export function timelineBlocks(items: readonly TimelineItem[]): TimelineBlocks {
  const blocks: TimelineBlocks = { before: [], turns: [] };
  let current: TurnBlock | undefined;
  for (const item of items) {
    if (item.kind === "turn") {
      current = { turn: item.turn, status: item.status, key: item.key, items: [] };
      blocks.turns.push(current);
    } else if (current) {
      current.items.push(item);
    } else {
      blocks.before.push(item);
    }
  }
  return blocks;
}
