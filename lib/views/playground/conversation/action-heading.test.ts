import { describe, expect, it } from "vitest";
import { finishAnswer, forecastCall } from "@/test/support/host-actions";
import { actionHeading, actionKindWords } from "./action-heading";

describe("actionHeading", () => {
  it("names an action as its dialect shows it, with what it stands for or acts on", () => {
    expect(actionHeading(forecastCall)).toEqual({ name: "call", detail: "weather/get_forecast" });
  });

  it("gives no detail when the dialect shows none", () => {
    expect(actionHeading(finishAnswer)).toEqual({ name: "finish" });
  });
});

describe("actionKindWords", () => {
  it("says what the host is asked, whatever the dialect calls it", () => {
    expect(actionKindWords(forecastCall)).toBe("MCP tool call");
    expect(actionKindWords(finishAnswer)).toBe("final answer");
  });
});
