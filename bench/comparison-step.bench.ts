/**
 * A comparison's lockstep step (issue 18): one step of a comparison of 8 demo columns against
 * one step of a single demo session, on the demo model and the demo weather server, both
 * in-process, recorded into the event store of a temporary data directory. The columns step at
 * the same time (each its own session's Step), so what they wait for overlaps: with the demo at
 * its default pace (4 ms between stream events, a model taking time to answer) the ratio is
 * well under 8. With `LOUPE_DEMO_DELAY_MS=0` (the tests' pace) a step waits for nothing: it is
 * processor work (the demo writing its stream, Loupe recording about 330 events) on the one
 * thread both share, so 8 columns cost about 8 steps and the goal there is only that lockstep
 * adds nothing of its own. The run prints whether each goal is met and never fails on it.
 *
 * Each sample opens its sessions first, untimed, and times only the step, on the wall clock
 * (a step waits on the model's stream); the interleaved rounds of `measured-rounds.ts` and each
 * round's best sample make a busy machine weigh on both sides alike.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stepComparison } from "@/lib/comparisons/comparison-commands";
import { createComparison } from "@/lib/comparisons/create-comparison";
import { createSession, step } from "@/lib/loop/session-service";
import type { MeasuredComparison } from "./measured-rounds";

process.env.LOUPE_DATA_DIR = mkdtempSync(path.join(tmpdir(), "loupe-bench-comparison-"));

const task = "What's the weather in New York tomorrow? Write the result to result.md";
const COLUMNS = 8;

/** Times one step of a fresh demo session, in milliseconds. */
async function oneSession(): Promise<number> {
  const { id } = await createSession({ task, model: "demo", dialect: "xml" });
  const start = performance.now();
  const result = await step(id);
  const elapsed = performance.now() - start;
  if (result.status !== "awaiting-decision") throw new Error(`the step ended ${result.status}`);
  return elapsed;
}

/** Times one lockstep step of a fresh comparison of `COLUMNS` demo columns, in milliseconds. */
async function eightColumns(): Promise<number> {
  const columns = Array.from({ length: COLUMNS }, () => ({ model: "demo" }));
  const { id } = await createComparison({ task, dialect: "xml", columns });
  const start = performance.now();
  const result = await stepComparison(id);
  const elapsed = performance.now() - start;
  const stepped = result.columns.filter((column) => "result" in column).length;
  if (stepped !== COLUMNS) throw new Error(`${COLUMNS - stepped} column(s) did not step`);
  return elapsed;
}

/** A side whose demo model paces its stream `delayMs` apart (read by the demo per request). */
function paced(delayMs: number, sample: () => Promise<number>): () => Promise<number> {
  return () => {
    process.env.LOUPE_DEMO_DELAY_MS = String(delayMs);
    return sample();
  };
}

/**
 * The 8-column step over the 1-session step, with the demo streaming as fast as it is read (the
 * tests' pace) and at its default pace, 4 ms between events (a model that takes time to answer).
 */
export const measuredComparisons: MeasuredComparison[] = [0, 4].map((delayMs) => ({
  title: `one lockstep step of a ${COLUMNS}-column demo comparison, demo delay ${delayMs} ms`,
  unit: "ms",
  better: "lower",
  baseline: { label: "one step of 1 demo session", sample: paced(delayMs, oneSession) },
  subject: {
    label: `one step of ${COLUMNS} columns at once`,
    sample: paced(delayMs, eightColumns),
  },
  warmups: 2,
  goal:
    delayMs === 0
      ? {
          text: `at most ${COLUMNS}× (processor work on one thread: nothing to overlap)`,
          met: (subject: number, baseline: number) => subject <= COLUMNS * baseline,
        }
      : {
          text: `well under ${COLUMNS}× (the columns' waits overlap)`,
          met: (subject: number, baseline: number) => subject < (COLUMNS / 2) * baseline,
        },
}));
