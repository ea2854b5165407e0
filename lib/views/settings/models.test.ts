import { describe, expect, it } from "vitest";
import {
  describeModelInfo,
  filterModelChoices,
  modelChoices,
  pickerModelId,
  sameModels,
  toggleModel,
} from "./models";

describe("the models checklist", () => {
  const listed = [
    { id: "llama3:8b", size: 4_661_224_676, parameterSize: "8B", quantization: "Q4_0" },
    { id: "anthropic/claude-3.5", label: "Claude 3.5", contextLength: 200_000 },
    { id: "gpt-4o-mini", ownedBy: "openai" },
  ];

  it("describes what the listing says about a model", () => {
    expect(listed.map(describeModelInfo)).toEqual(["8B Q4_0 · 4.3 GB", "200k context", "openai"]);
    expect(describeModelInfo({ id: "x", contextLength: 131_072 })).toBe("128K context");
  });

  it("marks the chosen ones and keeps a chosen model the listing lacks, first", () => {
    const choices = modelChoices(listed, ["gpt-4o-mini", "gone-model"]);
    expect(choices.map((choice) => [choice.id, choice.chosen, choice.listed])).toEqual([
      ["gone-model", true, false],
      ["llama3:8b", false, true],
      ["anthropic/claude-3.5", false, true],
      ["gpt-4o-mini", true, true],
    ]);
    expect(choices[2]?.label).toBe("Claude 3.5");
    expect(modelChoices(undefined, ["a"])).toEqual([
      { id: "a", detail: "", chosen: true, listed: false },
    ]);
  });

  it("searches ids and labels by every word, in any case", () => {
    const choices = modelChoices(listed, []);
    expect(filterModelChoices(choices, "CLAUDE").map((choice) => choice.id)).toEqual([
      "anthropic/claude-3.5",
    ]);
    expect(filterModelChoices(choices, "llama 8b").map((choice) => choice.id)).toEqual([
      "llama3:8b",
    ]);
    expect(filterModelChoices(choices, "  ")).toHaveLength(3);
    expect(filterModelChoices(choices, "mistral")).toEqual([]);
  });

  it("toggles a model and compares choices without order", () => {
    expect(toggleModel(["a"], "b", true)).toEqual(["a", "b"]);
    expect(toggleModel(["a", "b"], "a", false)).toEqual(["b"]);
    expect(toggleModel(["a"], "a", true)).toEqual(["a"]);
    expect(sameModels(["a", "b"], ["b", "a"])).toBe(true);
    expect(sameModels(["a"], ["a", "b"])).toBe(false);
    expect(pickerModelId("local", "llama3:8b")).toBe("local:llama3:8b");
  });
});
