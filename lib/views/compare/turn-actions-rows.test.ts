import { describe, expect, it } from "vitest";
import type { TurnAction } from "@/lib/api/comparisons";
import { turnActionsRows } from "@/lib/views/compare/turn-actions-rows";
import { comparisonOf, measured } from "@/test/support/comparison-view-fixture";

const forecast = (turn: number, argumentsRead: Record<string, unknown>): TurnAction => ({
  turn,
  kind: "mcp-tool",
  tool: "weather.get_forecast",
  arguments: argumentsRead,
});
const finish = (turn: number): TurnAction => ({ turn, kind: "finish" });

describe("the per-turn actions rows", () => {
  const comparison = comparisonOf([
    {
      metrics: measured({
        turns: 2,
        answer: "Sunny.",
        turnActions: [forecast(1, { city: "New York", days: 1 }), finish(2)],
      }),
    },
    {
      metrics: measured({
        turns: 3,
        answer: "Sunny.",
        turnActions: [
          forecast(1, { days: 1, city: "New York" }),
          forecast(2, { city: "NYC" }),
          finish(3),
        ],
      }),
    },
    {
      metrics: measured({
        turns: 2,
        finished: false,
        turnActions: [{ turn: 1, kind: "invalid", errors: ["no tool name", "bad JSON"] }],
      }),
    },
  ]);
  const rows = turnActionsRows(comparison);

  it("has a row for every turn any column acted in", () => {
    expect(rows.map((row) => row.turn)).toEqual([1, 2, 3]);
  });

  it("shows each tool call with its arguments, comparing arguments whatever their keys' order", () => {
    const [first] = rows;
    expect(first?.cells[0]).toEqual({
      kind: "mcp-tool",
      text: "weather.get_forecast",
      detail: '{"city":"New York","days":1}',
      sameTool: true,
      sameArguments: true,
    });
    expect(first?.cells[1]).toMatchObject({ sameTool: true, sameArguments: true });
  });

  it("marks the column that did something else, and says the turn did not agree", () => {
    const [first] = rows;
    expect(first?.cells[2]).toEqual({
      kind: "invalid",
      text: "invalid",
      detail: "no tool name; bad JSON",
      sameTool: false,
    });
    expect(first).toMatchObject({ sameTool: false, sameArguments: false });
  });

  it("tells a final answer from another call, and a turn with no action from one not reached", () => {
    const second = rows[1];
    expect(second?.cells[0]).toEqual({
      kind: "finish",
      text: "final answer",
      detail: "Sunny.",
      sameTool: false,
    });
    expect(second?.cells[1]).toMatchObject({ text: "weather.get_forecast", sameTool: false });
    expect(second?.cells[2]).toEqual({ kind: "none", text: "no action" });
    expect(rows[2]?.cells[0]).toEqual({ kind: "none", text: "not reached" });
  });

  it("compares nothing in a turn only one column acted in", () => {
    const third = rows[2];
    expect(third?.cells[1]).toEqual({ kind: "finish", text: "final answer", detail: "Sunny." });
    expect(third?.sameTool).toBeUndefined();
    expect(third?.sameArguments).toBeUndefined();
  });

  it("says the same tool with other arguments apart from the same call", () => {
    const rowsOfTwo = turnActionsRows(
      comparisonOf([
        { metrics: measured({ turns: 1, turnActions: [forecast(1, { city: "Paris" })] }) },
        { metrics: measured({ turns: 1, turnActions: [forecast(1, { city: "Rome" })] }) },
      ]),
    );
    expect(rowsOfTwo[0]).toMatchObject({
      sameTool: true,
      sameArguments: false,
      cells: [
        { sameTool: true, sameArguments: false },
        { sameTool: true, sameArguments: false },
      ],
    });
  });
});
