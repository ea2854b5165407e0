import { describe, expect, it } from "vitest";
import {
  describeMeasured,
  type MeasuredComparison,
  runMeasuredComparison,
} from "./measured-rounds";

/** Sides that answer the figures they are given, one per sample, and log the order. */
function scriptedSides(figures: { baseline: number[]; subject: number[] }) {
  const calls: string[] = [];
  const side = (name: "baseline" | "subject") => ({
    label: name,
    sample: async () => {
      calls.push(name);
      const next = figures[name].shift();
      if (next === undefined) throw new Error(`no figure left for the ${name}`);
      return next;
    },
  });
  return { calls, baseline: side("baseline"), subject: side("subject") };
}

function comparison(
  sides: ReturnType<typeof scriptedSides>,
  extra: Partial<MeasuredComparison>,
): MeasuredComparison {
  return {
    title: "test",
    unit: "ms",
    better: "lower",
    baseline: sides.baseline,
    subject: sides.subject,
    warmups: 0,
    ...extra,
  };
}

describe("runMeasuredComparison", () => {
  it("alternates which side goes first, slot after slot, after the warm-up samples", async () => {
    const sides = scriptedSides({ baseline: [9, 1, 1, 1, 1], subject: [9, 1, 1, 1, 1] });
    await runMeasuredComparison(comparison(sides, { warmups: 1, rounds: 2, slotsPerRound: 2 }));
    expect(sides.calls).toEqual([
      ...["baseline", "subject"],
      ...["baseline", "subject", "subject", "baseline"],
      ...["baseline", "subject", "subject", "baseline"],
    ]);
  });

  it("keeps each side's lowest time in a round and reports the median ratio and figures", async () => {
    const sides = scriptedSides({
      baseline: [10, 12, 20, 21, 40, 30],
      subject: [15, 30, 30, 44, 61, 60],
    });
    const result = await runMeasuredComparison(comparison(sides, { rounds: 3, slotsPerRound: 2 }));
    expect(result.ratios).toEqual([1.5, 1.5, 2]);
    expect(result.summary.median).toBe(1.5);
    expect(result).toMatchObject({ baseline: 20, subject: 30 });
    expect(result.met).toBeUndefined();
  });

  it("keeps each side's highest throughput when higher is better", async () => {
    const sides = scriptedSides({ baseline: [100, 80], subject: [50, 90] });
    const result = await runMeasuredComparison(
      comparison(sides, { better: "higher", unit: "MB/s", rounds: 1, slotsPerRound: 2 }),
    );
    expect(result.ratios).toEqual([0.9]);
    expect(result).toMatchObject({ baseline: 100, subject: 90 });
  });

  it("judges the goal on the median figures and says so", async () => {
    const goal = {
      text: "within 1.1× plus 2 ms",
      met: (subject: number, baseline: number) => subject <= baseline * 1.1 + 2,
    };
    const near = comparison(scriptedSides({ baseline: [10], subject: [12.5] }), {
      goal,
      rounds: 1,
      slotsPerRound: 1,
    });
    const nearResult = await runMeasuredComparison(near);
    expect(nearResult.met).toBe(true);
    expect(describeMeasured(near, nearResult)).toBe(
      "12.5 ms against 10.0 ms; goal within 1.1× plus 2 ms: met",
    );
    const far = comparison(scriptedSides({ baseline: [10], subject: [13.5] }), {
      goal,
      rounds: 1,
      slotsPerRound: 1,
    });
    expect((await runMeasuredComparison(far)).met).toBe(false);
  });
});
