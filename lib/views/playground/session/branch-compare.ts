import type { ModelMessage } from "@/lib/llm/model-request";

/** One position of two transcripts side by side; a side the other outgrew is undefined. */
export interface BranchComparisonRow {
  /** The message's position in the history (0: the system prompt). */
  index: number;
  left: ModelMessage | undefined;
  right: ModelMessage | undefined;
  differs: boolean;
}

/** Two branches' transcripts paired message by message, and where they first part. */
export interface BranchComparison {
  rows: BranchComparisonRow[];
  /** The index of the first row that differs; null when the transcripts are the same. */
  firstDifference: number | null;
}

/**
 * Compares two branches' histories message by message, in order: a fork shares its source's
 * history up to the turn it was forked at, so the rows line up turn by turn, and the first one
 * that differs is where the branches part (the edited observation, the other answer).
 */
export function compareBranches(
  left: readonly ModelMessage[],
  right: readonly ModelMessage[],
): BranchComparison {
  const rows: BranchComparisonRow[] = [];
  let firstDifference: number | null = null;
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const differs = !sameMessage(left[index], right[index]);
    if (differs && firstDifference === null) firstDifference = index;
    rows.push({ index, left: left[index], right: right[index], differs });
  }
  return { rows, firstDifference };
}

function sameMessage(left: ModelMessage | undefined, right: ModelMessage | undefined): boolean {
  if (left === undefined || right === undefined) return left === right;
  return JSON.stringify(messageKey(left)) === JSON.stringify(messageKey(right));
}

/** What makes a message what it is, in a fixed order so that equal messages compare equal. */
function messageKey(message: ModelMessage): unknown[] {
  switch (message.role) {
    case "assistant":
      return [
        message.role,
        message.content,
        (message.toolCalls ?? []).map((call) => [call.id, call.name, call.arguments]),
      ];
    case "tool":
      return [message.role, message.content, message.toolCallId, message.isError ?? false];
    default:
      return [message.role, message.content];
  }
}
