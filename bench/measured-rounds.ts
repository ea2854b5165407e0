import { median, type RatioSummary, summarizeRatios } from "./ratio-summary";

/** One side of a measured comparison: what it is, and one sample of its figure. */
export interface MeasuredSide {
  label: string;
  /** Does the work once and answers the figure it measured (a time, a throughput). */
  sample: () => Promise<number>;
}

/**
 * Two sides whose figure each side measures itself, on the wall clock, in the same rounds: what
 * a latency or a throughput needs, which the processor time of `interleaved-rounds.ts` cannot
 * give (waiting on a socket costs no processor time). The ratio is the subject's figure over
 * the baseline's.
 */
export interface MeasuredComparison {
  title: string;
  /** The figure's unit as printed (`ms`, `MB/s`). */
  unit: string;
  /** Whether a lower figure is better (a time) or a higher one (a throughput). */
  better: "lower" | "higher";
  baseline: MeasuredSide;
  subject: MeasuredSide;
  /** The goal in words, and whether the median figures (subject, baseline) meet it. */
  goal?: { text: string; met: (subject: number, baseline: number) => boolean };
  /** How many rounds to measure, each giving one ratio; 5 unless told. */
  rounds?: number;
  /** How many samples of each side a round takes, alternating with the other; 2 unless told. */
  slotsPerRound?: number;
  /** Samples of each side taken and dropped before the rounds (connections, code warmed); 1. */
  warmups?: number;
}

/** A measured comparison's result: each round's ratio, their summary, and the median figures. */
export interface MeasuredResult {
  ratios: number[];
  summary: RatioSummary;
  /** The median over the rounds of each side's best sample in a round. */
  baseline: number;
  subject: number;
  /** Whether the median figures meet the goal; undefined without one. */
  met?: boolean;
}

/**
 * Samples the two sides in alternating slots (baseline then subject, then subject then
 * baseline, …), so a load that comes and goes weighs on both. Each round keeps each side's best
 * sample (the lowest time or the highest throughput: a load only ever makes a figure worse) and
 * yields their ratio; the median of the rounds' ratios, its spread, and the median best figure
 * of each side are what the run reports.
 */
export async function runMeasuredComparison(
  comparison: MeasuredComparison,
): Promise<MeasuredResult> {
  const best = comparison.better === "lower" ? Math.min : Math.max;
  const worst = comparison.better === "lower" ? Number.POSITIVE_INFINITY : 0;
  for (let warmup = 0; warmup < (comparison.warmups ?? 1); warmup += 1) {
    await comparison.baseline.sample();
    await comparison.subject.sample();
  }
  const rounds = Math.max(1, comparison.rounds ?? 5);
  const slots = Math.max(1, comparison.slotsPerRound ?? 2);
  const ratios: number[] = [];
  const baselines: number[] = [];
  const subjects: number[] = [];
  let pair = 0;
  for (let round = 0; round < rounds; round += 1) {
    let baseline = worst;
    let subject = worst;
    for (let slot = 0; slot < slots; slot += 1, pair += 1) {
      if (pair % 2 === 0) {
        baseline = best(baseline, await comparison.baseline.sample());
        subject = best(subject, await comparison.subject.sample());
      } else {
        subject = best(subject, await comparison.subject.sample());
        baseline = best(baseline, await comparison.baseline.sample());
      }
    }
    baselines.push(baseline);
    subjects.push(subject);
    ratios.push(subject / Math.max(baseline, Number.EPSILON));
  }
  const result: MeasuredResult = {
    ratios,
    summary: summarizeRatios(ratios),
    baseline: median(baselines),
    subject: median(subjects),
  };
  if (comparison.goal) result.met = comparison.goal.met(result.subject, result.baseline);
  return result;
}

function figure(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

/**
 * What a measured comparison adds to its ratio's line: the two median figures, and, when it
 * has a goal, the goal and whether it was met.
 */
export function describeMeasured(comparison: MeasuredComparison, result: MeasuredResult): string {
  const figures = `${figure(result.subject)} ${comparison.unit} against ${figure(result.baseline)} ${comparison.unit}`;
  if (!comparison.goal) return figures;
  return `${figures}; goal ${comparison.goal.text}: ${result.met ? "met" : "missed"}`;
}
