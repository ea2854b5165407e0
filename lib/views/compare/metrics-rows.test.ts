import { describe, expect, it } from "vitest";
import { columnHeadings, formatCost, median, metricsRows } from "@/lib/views/compare/metrics-rows";
import { comparisonOf, measured } from "@/test/support/comparison-view-fixture";

const demo = measured({
  actions: 3,
  turns: 3,
  toolCalls: { "weather.get_forecast": 1, "files.write": 1 },
  ttftMs: [10, 20, 30],
  durationMs: 900,
  tokensIn: 1200,
  tokensOut: 80,
  answer: "Sunny tomorrow.",
});
const sloppy = measured({
  formatErrors: 1,
  actions: 4,
  turns: 4,
  toolCalls: { "weather.get_forecast": 1, "files.write": 1 },
  ttftMs: [40, null, 25, 5],
  durationMs: 1500,
  tokensIn: 1500,
  tokensOut: 95,
  cost: 0.0012,
  answer: "Sunny tomorrow.",
});
const stuck = measured({
  actions: 1,
  turns: 1,
  finished: false,
  toolCalls: { "weather.get_alerts": 1 },
  ttftMs: [15],
  durationMs: 300,
});

function row(rows: ReturnType<typeof metricsRows>, key: string) {
  const found = rows.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no row ${key} in ${rows.map((candidate) => candidate.key)}`);
  return found;
}

describe("the comparison's summary rows", () => {
  const comparison = comparisonOf([{ metrics: demo }, { metrics: sloppy }, { metrics: stuck }]);
  const rows = metricsRows(comparison);

  it("heads each column with its label, model and dialect", () => {
    expect(columnHeadings(comparison)[1]).toEqual({
      key: "session-1",
      label: "c1",
      detail: "demo · xml",
    });
  });

  it("marks the column that did not finish, not the ones that did", () => {
    expect(row(rows, "finished")).toMatchObject({
      differs: true,
      cells: [{ text: "yes" }, { text: "yes" }, { text: "no", mark: "worst" }],
    });
    expect(row(rows, "status").cells.map((cell) => cell.mark)).toEqual([
      undefined,
      undefined,
      "differs",
    ]);
  });

  it("ranks format errors: the column with more is worst, the two with none not marked as news", () => {
    expect(row(rows, "format-errors")).toMatchObject({
      ranking: "lower-better",
      differs: true,
      cells: [{ text: "0" }, { text: "1", mark: "worst" }, { text: "0" }],
    });
    expect(row(rows, "format-errors").cells[0]?.mark).toBeUndefined();
  });

  it("has a row per tool any column called, marking the column that called another tool", () => {
    expect(row(rows, "tool-calls:weather.get_alerts")).toMatchObject({
      label: "Calls of weather.get_alerts",
      cells: [{ text: "0" }, { text: "0" }, { text: "1", mark: "differs" }],
    });
    expect(row(rows, "tool-calls:files.write").cells.map((cell) => cell.text)).toEqual([
      "1",
      "1",
      "0",
    ]);
  });

  it("formats times, tokens and cost, showing a dash for what was not reported", () => {
    expect(row(rows, "ttft-median").cells.map((cell) => cell.text)).toEqual([
      "20 ms",
      "25 ms",
      "15 ms",
    ]);
    expect(row(rows, "ttft-first").cells.map((cell) => cell.mark)).toEqual([
      "best",
      "worst",
      undefined,
    ]);
    expect(row(rows, "duration").cells[1]).toEqual({ text: "1.50 s", mark: "worst" });
    expect(row(rows, "tokens-in").cells.map((cell) => cell.text)).toEqual(["1,200", "1,500", "—"]);
    expect(row(rows, "cost")).toMatchObject({
      differs: false,
      cells: [{ text: "—" }, { text: "$0.0012" }, { text: "—" }],
    });
  });

  it("marks the final answer most columns do not share, an unfinished column's as no answer", () => {
    expect(row(rows, "answer")).toMatchObject({
      differs: false,
      cells: [{ text: "Sunny tomorrow." }, { text: "Sunny tomorrow." }, { text: "—" }],
    });
  });

  it("adds a detail row per response's time to first token only when asked", () => {
    expect(rows.some((candidate) => candidate.detail)).toBe(false);
    const detailed = metricsRows(comparison, { perTurnTtft: true }).filter(
      (candidate) => candidate.detail,
    );
    expect(detailed.map((candidate) => candidate.key)).toEqual([
      "ttft-turn-1",
      "ttft-turn-2",
      "ttft-turn-3",
      "ttft-turn-4",
    ]);
    expect(detailed[1]?.cells.map((cell) => cell.text)).toEqual(["20 ms", "—", "—"]);
  });

  it("shows a deleted column's values as dashes and leaves it out of the marks", () => {
    const withDeleted = metricsRows(
      comparisonOf([{ metrics: demo }, { metrics: demo }, { metrics: null, status: "deleted" }]),
    );
    expect(row(withDeleted, "status").cells[2]).toEqual({ text: "deleted", mark: "differs" });
    expect(row(withDeleted, "format-errors")).toMatchObject({
      differs: false,
      cells: [{ text: "0" }, { text: "0" }, { text: "—" }],
    });
  });

  it("has one tool calls row when no column called a tool", () => {
    const none = metricsRows(comparisonOf([{ metrics: measured() }, { metrics: measured() }]));
    expect(row(none, "tool-calls")).toMatchObject({
      differs: false,
      cells: [{ text: "0" }, { text: "0" }],
    });
  });
});

describe("the summary's numbers", () => {
  it("takes the median of the measured times", () => {
    expect(median([30, null, 10, 20])).toBe(20);
    expect(median([10, 40])).toBe(25);
    expect(median([null])).toBeNull();
  });

  it("writes a cost in cents, or to three digits below a cent", () => {
    expect(formatCost(1.2)).toBe("$1.20");
    expect(formatCost(0.00123456)).toBe("$0.00123");
    expect(formatCost(0)).toBe("$0");
  });
});
