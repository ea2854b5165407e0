/**
 * How one column's value stands against the other columns' in a row of the comparison's tables:
 * the best or worst of a ranked measure, or a value most columns do not share.
 */
export type DifferenceMark = "best" | "worst" | "differs";

/** The words a mark is said and written with, so the page and the Markdown export agree. */
export const DIFFERENCE_MARK_WORDS: Record<DifferenceMark, string> = {
  best: "best",
  worst: "worst",
  differs: "differs",
};

/** Which way a ranked measure is better. */
export type Ranking = "lower-better" | "higher-better";

/**
 * Marks the best and the worst of a ranked measure (fewer format errors, a shorter time), every
 * column holding either value, once the values are not all the same; `null` (not measured) is
 * left out. An extreme most columns share is no news and is not marked (six columns with no
 * format error are not six "best"s beside the two with errors). `markBest: false` marks only the
 * worst: for a yes or no most columns reach (finished).
 */
export function rankedMarks(
  values: ReadonlyArray<number | null>,
  ranking: Ranking,
  { markBest = true }: { markBest?: boolean } = {},
): Array<DifferenceMark | undefined> {
  const measured = values.filter((value): value is number => value !== null);
  if (measured.length < 2) return values.map(() => undefined);
  const lowest = Math.min(...measured);
  const highest = Math.max(...measured);
  if (lowest === highest) return values.map(() => undefined);
  const fewEnough = (extreme: number) =>
    measured.filter((value) => value === extreme).length <= measured.length / 2;
  const best = ranking === "lower-better" ? lowest : highest;
  const worst = ranking === "lower-better" ? highest : lowest;
  const marksBest = markBest && fewEnough(best);
  const marksWorst = fewEnough(worst);
  return values.map((value) => {
    if (value === worst && marksWorst) return "worst";
    if (value === best && marksBest) return "best";
    return undefined;
  });
}

/**
 * The value most columns share: the one key held more often than any other, or undefined when
 * none is (two columns that disagree, a tie). `null` keys (not measured) are left out.
 */
export function majorityKey(keys: ReadonlyArray<string | null>): string | undefined {
  const counts = new Map<string, number>();
  for (const key of keys) if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  let majority: string | undefined;
  let most = 0;
  let tied = false;
  for (const [key, count] of counts) {
    if (count > most) {
      majority = key;
      most = count;
      tied = false;
    } else if (count === most) tied = true;
  }
  return tied || most < 2 ? undefined : majority;
}

/**
 * Marks the columns whose value is not the one most columns share. Nothing is marked while the
 * values are all the same, nor when no value is shared by most (two columns that disagree, a
 * tie): the row says its columns differ, and no column is the odd one out.
 */
export function majorityMarks(keys: ReadonlyArray<string | null>): Array<"differs" | undefined> {
  const majority = majorityKey(keys);
  if (allSame(keys) || majority === undefined) return keys.map(() => undefined);
  return keys.map((key) => (key !== null && key !== majority ? "differs" : undefined));
}

/** Whether the measured values (`null` left out) are all the same. */
export function allSame(keys: ReadonlyArray<string | number | null>): boolean {
  return new Set(keys.filter((key) => key !== null)).size <= 1;
}
