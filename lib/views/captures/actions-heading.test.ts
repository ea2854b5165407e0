import { describe, expect, it } from "vitest";
import { actionsHeading } from "./actions-heading";

const call = { toolCall: { index: 0, id: "call_1", name: "get_forecast" } };
const inText = {};

describe("actionsHeading", () => {
  it("credits the dialect with actions read from the text", () => {
    expect(actionsHeading([], "XML")).toBe("0 actions the XML dialect found");
    expect(actionsHeading([inText], "ReAct")).toBe("1 action the ReAct dialect found");
  });

  it("names native tool calls as the provider's", () => {
    expect(actionsHeading([call, call], "XML")).toBe("2 native tool calls");
  });

  it("says how many of each when an answer holds both", () => {
    expect(actionsHeading([call, inText, inText], "XML")).toBe(
      "3 actions: 1 native tool call, 2 the XML dialect found in the text",
    );
  });
});
