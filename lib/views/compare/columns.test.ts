import { describe, expect, it } from "vitest";
import type {
  ComparisonColumnView,
  ComparisonMetrics,
  ComparisonView,
} from "@/lib/api/comparisons";
import {
  allFinished,
  anyColumnRunning,
  canStepAll,
  columnNotes,
  columnProgress,
  comparisonColumnsText,
  keyNumbers,
  waitingColumns,
} from "./columns";

const metrics: ComparisonMetrics = {
  formatErrors: 1,
  actions: 3,
  toolCalls: { "weather.get_forecast": 1 },
  turns: 3,
  finished: false,
  ttftMs: [10, 12, null],
  durationMs: 40,
  tokensIn: null,
  tokensOut: 90,
  cost: null,
  answer: null,
  turnActions: [],
};

function column(
  number: number,
  status: ComparisonColumnView["status"],
  overrides: Partial<ComparisonColumnView> = {},
): ComparisonColumnView {
  return {
    column: number,
    sessionId: `s-${number}`,
    model: "demo",
    dialect: "xml",
    label: `demo ${number}`,
    status,
    turn: 1,
    metrics,
    ...overrides,
  };
}

function view(...columns: ComparisonColumnView[]): ComparisonView {
  return { id: "cmp-1", task: "t", dialect: "xml", createdAt: 0, columns };
}

describe("the Compare page's columns", () => {
  it("notes each column a command failed in or skipped, and none it did", () => {
    const notes = columnNotes("Step", [
      { column: 0, sessionId: "s-0", result: {} },
      {
        column: 1,
        sessionId: "s-1",
        error: { code: "model:failed", message: "503 from upstream" },
      },
      { column: 2, sessionId: "s-2", skipped: "finished" },
    ]);
    expect(notes.has(0)).toBe(false);
    expect(notes.get(1)).toEqual({ tone: "danger", text: "Step failed: 503 from upstream" });
    expect(notes.get(2)).toEqual({ tone: "neutral", text: "Step skipped: finished." });
  });

  it("tells what the controls can do from the columns' statuses", () => {
    const waiting = view(column(0, "awaiting-decision"), column(1, "done"));
    expect(canStepAll(waiting)).toBe(false);
    expect(waitingColumns(waiting).map((entry) => entry.column)).toEqual([0]);
    expect(allFinished(waiting)).toBe(false);
    expect(canStepAll(view(column(0, "ready"), column(1, "done")))).toBe(true);
    expect(anyColumnRunning(view(column(0, "running"), column(1, "done")))).toBe(true);
    expect(anyColumnRunning(null)).toBe(false);
    expect(allFinished(view(column(0, "done"), column(1, "deleted")))).toBe(true);
  });

  it("shows a collapsed column's key numbers, or that its session is gone", () => {
    expect(keyNumbers(column(0, "ready"))).toEqual([
      { name: "turns", value: "3" },
      { name: "actions", value: "3" },
      { name: "format errors", value: "1" },
      { name: "finished", value: "no" },
    ]);
    expect(keyNumbers(column(0, "deleted", { metrics: null }))).toEqual([
      { name: "session", value: "deleted" },
    ]);
  });

  it("names a saved comparison by its columns' labels", () => {
    expect(comparisonColumnsText({ columns: [column(0, "ready"), column(1, "ready")] })).toBe(
      "demo 0 · demo 1",
    );
  });

  it("changes a column's progress when its status, turn or actions change, not otherwise", () => {
    const before = column(0, "ready");
    expect(columnProgress(before)).toBe(columnProgress(column(0, "ready")));
    expect(columnProgress(before)).not.toBe(columnProgress(column(0, "awaiting-decision")));
    expect(columnProgress(before)).not.toBe(columnProgress(column(0, "ready", { turn: 2 })));
  });
});
