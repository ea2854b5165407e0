import { describe, expect, it } from "vitest";
import { cutFinish, finishAnswer, forecastCall } from "@/test/support/host-actions";
import { canExecute } from "./pending-action";

describe("canExecute", () => {
  it("executes a tool call, but not a final answer or an answer without an action", () => {
    expect(canExecute(forecastCall)).toBe(true);
    expect(canExecute(finishAnswer)).toBe(false);
    expect(canExecute(null)).toBe(false);
  });

  it("does not execute a final answer the stream cut off either", () => {
    expect(canExecute(cutFinish)).toBe(false);
  });
});
