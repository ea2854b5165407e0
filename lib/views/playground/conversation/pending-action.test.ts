import { describe, expect, it } from "vitest";
import { canExecute } from "./pending-action";

describe("canExecute", () => {
  it("executes a tool call, but not a completion or an answer without an action", () => {
    expect(canExecute({ name: "use_mcp_tool" })).toBe(true);
    expect(canExecute({ name: "attempt_completion" })).toBe(false);
    expect(canExecute(null)).toBe(false);
  });
});
