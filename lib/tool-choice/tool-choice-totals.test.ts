import { describe, expect, it } from "vitest";
import type { ToolChoiceRow } from "@/lib/api/tool-choice";
import { toolChoiceTotals } from "@/lib/tool-choice/tool-choice-totals";

const rows: ToolChoiceRow[] = [
  {
    query: "Weather in New York?",
    expect: "get_forecast",
    cells: [
      { model: "a", action: "mcp-tool", tool: "get_forecast", matches: true },
      {
        model: "b",
        action: "invalid",
        tool: "get_forecast",
        matches: false,
        formatError: "bad JSON",
      },
    ],
  },
  {
    query: "Alerts in CA?",
    expect: "weather.get_alerts",
    cells: [
      { model: "a", action: "finish", matches: false },
      {
        model: "b",
        action: null,
        matches: null,
        error: { code: "model:request_failed", message: "500" },
      },
    ],
  },
  {
    query: "Hello",
    cells: [
      { model: "a", action: "finish", matches: null },
      { model: "b", action: "finish", matches: null },
    ],
  },
];

describe("toolChoiceTotals", () => {
  it("counts per model the expected tools hit, the queries that expected one, and format errors", () => {
    expect(toolChoiceTotals(["a", "b"], rows)).toEqual([
      { model: "a", matches: 1, expected: 2, formatErrors: 0 },
      { model: "b", matches: 0, expected: 2, formatErrors: 1 },
    ]);
  });
});
