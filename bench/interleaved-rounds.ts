import { type RatioSummary, summarizeRatios } from "./ratio-summary";

/** One side of a comparison: what it is, and the work to time. */
export interface BenchSide {
  label: string;
  run: () => unknown;
}

/**
 * Two pieces of work timed against each other in the same rounds. The ratio is the subject's
 * time per call over the baseline's ("the subject costs N times the baseline").
 */
export interface Comparison {
  title: string;
  baseline: BenchSide;
  subject: BenchSide;
  /** The most the median ratio should be, when the comparison has a goal. */
  goal?: number;
  /** How many rounds to time, each giving one ratio; 12 unless told. */
  rounds?: number;
  /** How many times each side is timed in a round, alternating with the other; 3 unless told. */
  slotsPerRound?: number;
  /** How long one timing of a side should last, which sets its calls; 50 ms unless told. */
  slotMilliseconds?: number;
}

/** What the rounds need from outside: a clock in milliseconds, and a pause before each timing. */
export interface RoundClock {
  now: () => number;
  /** Runs before each side is timed (a garbage collection), so one side's garbage is not the other's. */
  settle?: () => void;
}

/** A comparison's result: each round's ratio, their summary, and each side's calls per timing. */
export interface ComparisonResult {
  ratios: number[];
  summary: RatioSummary;
  callsPerSlot: { baseline: number; subject: number };
}

const warmupCalls = 2;

function timeCalls(side: BenchSide, calls: number, clock: RoundClock): number {
  clock.settle?.();
  const start = clock.now();
  for (let call = 0; call < calls; call += 1) side.run();
  return (clock.now() - start) / calls;
}

function callsFor(side: BenchSide, slotMilliseconds: number, clock: RoundClock): number {
  let perCall = 0;
  for (let call = 0; call < warmupCalls; call += 1) perCall = timeCalls(side, 1, clock);
  return Math.max(1, Math.round(slotMilliseconds / Math.max(perCall, Number.EPSILON)));
}

/**
 * Times the two sides in alternating slots (baseline then subject, then subject then baseline,
 * …), so a load that comes and goes weighs on both. Each round keeps each side's fastest slot,
 * since a load only ever adds time, and yields their ratio; the median of the rounds' ratios
 * and their spread are what the run reports.
 */
export function runComparison(comparison: Comparison, clock: RoundClock): ComparisonResult {
  const slotMilliseconds = comparison.slotMilliseconds ?? 50;
  const callsPerSlot = {
    baseline: callsFor(comparison.baseline, slotMilliseconds, clock),
    subject: callsFor(comparison.subject, slotMilliseconds, clock),
  };
  const timeBaseline = () => timeCalls(comparison.baseline, callsPerSlot.baseline, clock);
  const timeSubject = () => timeCalls(comparison.subject, callsPerSlot.subject, clock);
  const rounds = Math.max(1, comparison.rounds ?? 12);
  const slots = Math.max(1, comparison.slotsPerRound ?? 3);
  const ratios: number[] = [];
  let pair = 0;
  for (let round = 0; round < rounds; round += 1) {
    let baseline = Number.POSITIVE_INFINITY;
    let subject = Number.POSITIVE_INFINITY;
    for (let slot = 0; slot < slots; slot += 1, pair += 1) {
      if (pair % 2 === 0) {
        baseline = Math.min(baseline, timeBaseline());
        subject = Math.min(subject, timeSubject());
      } else {
        subject = Math.min(subject, timeSubject());
        baseline = Math.min(baseline, timeBaseline());
      }
    }
    ratios.push(subject / Math.max(baseline, Number.EPSILON));
  }
  return { ratios, summary: summarizeRatios(ratios), callsPerSlot };
}
