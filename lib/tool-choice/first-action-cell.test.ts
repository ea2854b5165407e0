import { describe, expect, it } from "vitest";
import { DEFAULT_DIALECT_ID } from "@/lib/dialects";
import { firstActionCell } from "@/lib/tool-choice/first-action-cell";
import { forecastRequest, readingOf } from "@/test/support/host-actions";

const dialect = DEFAULT_DIALECT_ID;
const forecast = readingOf(dialect, forecastRequest);

describe("firstActionCell", () => {
  it("reads an MCP tool call as its server, tool and arguments, matching the expected tool", () => {
    const cell = firstActionCell("demo", dialect, "weather.get_forecast", {
      turn: 1,
      status: "awaiting-decision",
      action: forecast,
    });
    expect(cell).toEqual({
      model: "demo",
      action: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
      arguments: { latitude: 40.7128, longitude: -74.006 },
      matches: true,
    });
  });

  it("says null for matches when the query expects no tool", () => {
    const cell = firstActionCell("demo", dialect, undefined, {
      turn: 1,
      status: "awaiting-decision",
      action: forecast,
    });
    expect(cell.matches).toBeNull();
  });

  it("counts a final answer instead of a tool as a non-match", () => {
    const answer = readingOf(dialect, { kind: "finish", result: "Sunny." });
    const cell = firstActionCell("demo", dialect, "get_forecast", {
      turn: 1,
      status: "done",
      action: answer,
    });
    expect(cell).toEqual({ model: "demo", action: "finish", matches: false });
  });

  it("marks a malformed call with its format error, showing the tool it meant, as a non-match", () => {
    const broken = { ...forecast, valid: false, errors: ["arguments is not valid JSON"] };
    const cell = firstActionCell("demo-sloppy", dialect, "get_forecast", {
      turn: 1,
      status: "awaiting-decision",
      action: broken,
    });
    expect(cell.action).toBe("invalid");
    expect(cell.matches).toBe(false);
    expect(cell.formatError).toContain("arguments is not valid JSON");
  });

  it("gives a failed turn its error and no action", () => {
    const error = { code: "model:request_failed", message: "The model answered 500." };
    const cell = firstActionCell("demo", dialect, "get_forecast", {
      turn: 1,
      status: "error",
      error,
    });
    expect(cell).toEqual({ model: "demo", action: null, matches: null, error });
  });

  it("reads a turn that ended without an action as none, a non-match", () => {
    const cell = firstActionCell("demo", dialect, "get_forecast", {
      turn: 1,
      status: "awaiting-decision",
    });
    expect(cell).toEqual({ model: "demo", action: null, matches: false });
  });
});
