/**
 * Which turns of a long conversation are rendered in full; the others stand as empty placeholders
 * of their last measured height, as the Raw SSE lane renders only the lines in view. A session of
 * at most `WINDOW_FROM_TURNS` turns renders every turn.
 */
export const WINDOW_FROM_TURNS = 40;

/** Turns rendered on each side of those in view. */
export const TURN_WINDOW_MARGIN = 6;

/** The latest turns, always rendered: the column follows the newest answer and its decision. */
export const TURN_WINDOW_TAIL = 8;

/** The height a placeholder takes before its turn was ever measured, in pixels. */
export const UNMEASURED_TURN_HEIGHT = 160;

/**
 * Whether a conversation is long enough to be windowed: by the turns it shows, or by those its
 * session is known to have (`sessionTurns`, loaded before its events), so a long session whose
 * events are still arriving never renders its first `WINDOW_FROM_TURNS` turns all at once.
 */
export function isWindowed(shownTurns: number, sessionTurns = 0): boolean {
  return Math.max(shownTurns, sessionTurns) > WINDOW_FROM_TURNS;
}

/**
 * The turns to render: every turn of a short session; otherwise the latest `TURN_WINDOW_TAIL`,
 * those from `visible.first` to `visible.last` (turn numbers in view, when known) with
 * `TURN_WINDOW_MARGIN` around them, and each turn of `kept` (the selected turn, a jump's target).
 */
export function turnsToRender(input: {
  turns: readonly number[];
  visible: { first: number; last: number } | null;
  kept: ReadonlyArray<number | null | undefined>;
  /** The turns the session is known to have (`isWindowed`); 0 when unknown. */
  sessionTurns?: number;
}): ReadonlySet<number> | "all" {
  const { turns, visible, kept } = input;
  if (!isWindowed(turns.length, input.sessionTurns)) return "all";
  const rendered = new Set<number>(turns.slice(-TURN_WINDOW_TAIL));
  for (const turn of kept) if (typeof turn === "number") rendered.add(turn);
  if (visible) {
    const first = turns.indexOf(visible.first);
    const last = turns.indexOf(visible.last);
    if (first !== -1 && last !== -1) {
      const from = Math.max(0, Math.min(first, last) - TURN_WINDOW_MARGIN);
      const to = Math.min(turns.length - 1, Math.max(first, last) + TURN_WINDOW_MARGIN);
      for (let index = from; index <= to; index += 1) {
        const turn = turns[index];
        if (turn !== undefined) rendered.add(turn);
      }
    }
  }
  return rendered;
}

/**
 * The index of the first of `count` stacked elements whose bottom (`bottomOf`, increasing with
 * the index) is below `offset`; `count` when none is. A binary search, so finding the turns in
 * view of a long conversation reads a few positions, not every turn's.
 */
export function firstEndingBelow(
  count: number,
  offset: number,
  bottomOf: (index: number) => number,
): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (bottomOf(middle) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}
