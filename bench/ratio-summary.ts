/** The middle and spread of a comparison's per-round ratios: what one run of it reports. */
export interface RatioSummary {
  median: number;
  /** The first and third quartiles: half of the rounds fall between them. */
  lowerQuartile: number;
  upperQuartile: number;
  lowest: number;
  highest: number;
  rounds: number;
}

/**
 * The `fraction` quantile of `values` (0 the lowest, 1 the highest), interpolated linearly
 * between the two nearest values, so an even count has the mean of its middle two as median.
 */
export function quantile(values: readonly number[], fraction: number): number {
  if (values.length === 0) throw new RangeError("quantile of no values");
  const sorted = [...values].sort((left, right) => left - right);
  const position = (sorted.length - 1) * Math.min(Math.max(fraction, 0), 1);
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (upper - lower) * (position - below);
}

/** The median of `values`. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Median, quartiles and range of the ratios measured in each round. */
export function summarizeRatios(ratios: readonly number[]): RatioSummary {
  return {
    median: median(ratios),
    lowerQuartile: quantile(ratios, 0.25),
    upperQuartile: quantile(ratios, 0.75),
    lowest: quantile(ratios, 0),
    highest: quantile(ratios, 1),
    rounds: ratios.length,
  };
}

function times(ratio: number): string {
  return ratio >= 100 ? ratio.toFixed(0) : ratio >= 10 ? ratio.toFixed(1) : ratio.toFixed(2);
}

/**
 * The one line a comparison prints: the median ratio, its interquartile range and range over
 * the rounds, and, when the comparison has one, whether the median is within its goal.
 */
export function describeRatio(summary: RatioSummary, goal?: number): string {
  const spread = `IQR ${times(summary.lowerQuartile)}–${times(summary.upperQuartile)}, range ${times(summary.lowest)}–${times(summary.highest)} over ${summary.rounds} rounds`;
  const verdict =
    goal === undefined
      ? ""
      : `; goal at most ${goal}×: ${summary.median <= goal ? "met" : "missed"}`;
  return `${times(summary.median)}× (${spread}${verdict})`;
}
