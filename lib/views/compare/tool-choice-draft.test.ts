import { describe, expect, it } from "vitest";
import {
  draftProblem,
  expectableTools,
  type ToolChoiceDraft,
  toggleModel,
  toolChoiceInput,
} from "@/lib/views/compare/tool-choice-draft";

const draft: ToolChoiceDraft = {
  queries: [
    { key: "a", text: "  What is the weather in New York? ", expect: " weather.get_forecast " },
    { key: "b", text: "   ", expect: "get_alerts" },
    { key: "c", text: "Hello", expect: "" },
  ],
  models: ["demo", "demo-sloppy"],
  dialect: "xml",
};

describe("toolChoiceInput", () => {
  it("sends the filled rows trimmed, an empty expect left out, with the servers chosen", () => {
    expect(toolChoiceInput(draft, [{ id: "s1" }])).toEqual({
      queries: [
        { text: "What is the weather in New York?", expect: "weather.get_forecast" },
        { text: "Hello" },
      ],
      models: ["demo", "demo-sloppy"],
      dialect: "xml",
      servers: [{ id: "s1" }],
    });
  });
});

describe("draftProblem", () => {
  it("says what is missing before a run", () => {
    expect(draftProblem({ ...draft, queries: [{ key: "a", text: " ", expect: "" }] })).toBe(
      "Write at least one query.",
    );
    expect(draftProblem({ ...draft, models: [] })).toBe("Choose at least one model.");
    expect(draftProblem(draft)).toBeNull();
  });

  it("names the cells over the cap", () => {
    const queries = Array.from({ length: 9 }, (_, index) => ({
      key: `k${index}`,
      text: `q${index}`,
      expect: "",
    }));
    const models = Array.from({ length: 8 }, (_, index) => `m${index}`);
    expect(draftProblem({ ...draft, queries, models })).toBe(
      "9 queries × 8 models is 72 cells; a matrix runs at most 64.",
    );
  });
});

describe("expectableTools", () => {
  it("offers each server's tools as server.tool", () => {
    const catalog = [
      {
        name: "weather",
        transportLabel: "demo",
        tools: [
          { name: "get_forecast", inputSchema: { type: "object" as const } },
          { name: "get_alerts", inputSchema: { type: "object" as const } },
        ],
        resources: [],
        resourceTemplates: [],
      },
    ];
    expect(expectableTools(catalog)).toEqual(["weather.get_forecast", "weather.get_alerts"]);
  });
});

describe("toggleModel", () => {
  it("keeps the ticked models in the order the list offers them", () => {
    const offered = ["demo", "demo-sloppy", "openai:gpt"];
    expect(toggleModel(["openai:gpt"], offered, "demo", true)).toEqual(["demo", "openai:gpt"]);
    expect(toggleModel(["demo", "openai:gpt"], offered, "demo", false)).toEqual(["openai:gpt"]);
  });
});
