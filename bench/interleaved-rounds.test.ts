import { describe, expect, it } from "vitest";
import { type Comparison, runComparison } from "./interleaved-rounds";

/** A clock that only moves when a side runs: each call of a side costs what `costs` says. */
function fakeMachine(costs: {
  baseline: (call: number) => number;
  subject: (call: number) => number;
}) {
  let time = 0;
  const calls: string[] = [];
  const settles: number[] = [];
  const counts = { baseline: 0, subject: 0 };
  const side = (name: "baseline" | "subject") => ({
    label: name,
    run: () => {
      calls.push(name);
      counts[name] += 1;
      time += costs[name](counts[name]);
    },
  });
  return {
    calls,
    settles,
    baseline: side("baseline"),
    subject: side("subject"),
    clock: { now: () => time, settle: () => settles.push(calls.length) },
  };
}

/** One call per timing, so each timing is one entry of `calls` after the four warm-up calls. */
function comparisonOn(machine: ReturnType<typeof fakeMachine>, extra: Partial<Comparison>) {
  return {
    title: "test",
    baseline: machine.baseline,
    subject: machine.subject,
    slotMilliseconds: 0,
    ...extra,
  } satisfies Comparison;
}

describe("runComparison", () => {
  it("alternates which side goes first, slot after slot", () => {
    const machine = fakeMachine({ baseline: () => 100, subject: () => 100 });
    runComparison(comparisonOn(machine, { rounds: 2, slotsPerRound: 3 }), machine.clock);
    expect(machine.calls.slice(4)).toEqual([
      ...["baseline", "subject", "subject", "baseline", "baseline", "subject"],
      ...["subject", "baseline", "baseline", "subject", "subject", "baseline"],
    ]);
  });

  it("settles before every timing, so one side's garbage is collected before the other runs", () => {
    const machine = fakeMachine({ baseline: () => 100, subject: () => 100 });
    runComparison(
      comparisonOn(machine, { rounds: 1, slotsPerRound: 2, slotMilliseconds: 200 }),
      machine.clock,
    );
    expect(machine.settles).toEqual([0, 1, 2, 3, 4, 6, 8, 10]);
  });

  it("calibrates each side's calls per timing from its warm-up calls", () => {
    const machine = fakeMachine({ baseline: () => 10, subject: () => 50 });
    const result = runComparison(
      comparisonOn(machine, { rounds: 1, slotMilliseconds: 200 }),
      machine.clock,
    );
    expect(result.callsPerSlot).toEqual({ baseline: 20, subject: 4 });
  });

  it("times each side at least once, however long one call takes", () => {
    const machine = fakeMachine({ baseline: () => 1_000, subject: () => 4_000 });
    const result = runComparison(
      comparisonOn(machine, { rounds: 3, slotMilliseconds: 50 }),
      machine.clock,
    );
    expect(result.callsPerSlot).toEqual({ baseline: 1, subject: 1 });
    expect(result.ratios).toEqual([4, 4, 4]);
  });

  it("keeps each side's fastest slot in a round, so a slow spell on one slot is ignored", () => {
    // Two warm-up calls, then one call per slot: the subject's 4th slot runs on a loaded machine.
    const machine = fakeMachine({
      baseline: () => 100,
      subject: (call) => (call === 6 ? 900 : 200),
    });
    const result = runComparison(
      comparisonOn(machine, { rounds: 2, slotsPerRound: 3 }),
      machine.clock,
    );
    expect(result.ratios).toEqual([2, 2]);
  });

  it("takes one ratio per round, so a slow round moves the spread, not the median", () => {
    // The subject's third round (calls 7 and 8, after two warm-up calls) is slow throughout.
    const machine = fakeMachine({
      baseline: () => 100,
      subject: (call) => (call === 7 || call === 8 ? 600 : 200),
    });
    const result = runComparison(
      comparisonOn(machine, { rounds: 5, slotsPerRound: 2 }),
      machine.clock,
    );
    expect(result.ratios).toEqual([2, 2, 6, 2, 2]);
    expect(result.summary.median).toBe(2);
    expect(result.summary.highest).toBe(6);
  });
});
