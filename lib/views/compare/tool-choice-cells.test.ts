import { describe, expect, it } from "vitest";
import {
  cellArguments,
  cellChoice,
  cellVerdict,
  keyedRows,
  totalText,
} from "@/lib/views/compare/tool-choice-cells";

describe("cellVerdict", () => {
  it("marks the expected tool, another one, none expected, and a failure", () => {
    expect(cellVerdict({ model: "a", action: "mcp-tool", matches: true }).mark).toBe("✓");
    expect(cellVerdict({ model: "a", action: "finish", matches: false }).mark).toBe("✗");
    expect(cellVerdict({ model: "a", action: "finish", matches: null }).label).toBe(
      "no tool expected",
    );
    const failed = { model: "a", action: null, matches: null, error: { code: "x", message: "y" } };
    expect(cellVerdict(failed)).toEqual({ mark: "!", label: "failed", tone: "warning" });
  });
});

describe("cellChoice", () => {
  it("names the tool as server.tool, a file tool by name, and other actions in words", () => {
    expect(
      cellChoice({
        model: "a",
        action: "mcp-tool",
        server: "weather",
        tool: "get_forecast",
        matches: true,
      }),
    ).toBe("weather.get_forecast");
    expect(cellChoice({ model: "a", action: "file-tool", tool: "write", matches: null })).toBe(
      "write",
    );
    expect(cellChoice({ model: "a", action: "finish", matches: false })).toBe("final answer");
    expect(cellChoice({ model: "a", action: null, matches: false })).toBe("no action");
  });
});

describe("cellArguments and totalText", () => {
  it("writes arguments as compact JSON, none as null", () => {
    expect(
      cellArguments({ model: "a", action: "mcp-tool", arguments: { a: 1 }, matches: true }),
    ).toBe('{"a":1}');
    expect(cellArguments({ model: "a", action: "finish", matches: null })).toBeNull();
  });

  it("says a model's hits out of the expected, and its format errors", () => {
    expect(totalText({ model: "a", matches: 1, expected: 2, formatErrors: 0 })).toBe(
      "1 of 2 expected",
    );
    expect(totalText({ model: "a", matches: 0, expected: 2, formatErrors: 2 })).toBe(
      "0 of 2 expected · 2 format errors",
    );
  });
});

describe("keyedRows", () => {
  it("keys each row by its query, a repeated one by its occurrence", () => {
    const rows = keyedRows([{ query: "a" }, { query: "b" }, { query: "a" }]);
    expect(rows.map((row) => row.key)).toEqual(["a", "b", "a#2"]);
  });
});
