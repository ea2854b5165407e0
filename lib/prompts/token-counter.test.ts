import { describe, expect, it } from "vitest";
import { counterLabel, modelName, tokenCounterFor } from "@/lib/prompts/token-counter";

describe("modelName", () => {
  it("takes the model's own name out of a picker id", () => {
    expect(modelName("openai:gpt-4o")).toBe("gpt-4o");
    expect(modelName("openrouter:openai/GPT-4.1-mini")).toBe("gpt-4.1-mini");
    expect(modelName("demo")).toBe("demo");
  });
});

describe("tokenCounterFor", () => {
  it("counts GPT-4o, 4.1, 5 and the o-series with o200k_base", () => {
    for (const id of [
      "openai:gpt-4o",
      "openai:gpt-4.1-mini",
      "x:gpt-5",
      "openai:o3-mini",
      "openai:o1",
    ]) {
      expect(tokenCounterFor({ id, provider: "openai-compatible" })).toEqual({
        kind: "tokenizer",
        encoding: "o200k_base",
      });
    }
  });

  it("counts GPT-4 and GPT-3.5 with cl100k_base", () => {
    for (const id of ["openai:gpt-4", "openai:gpt-4-turbo", "openai:gpt-3.5-turbo"]) {
      expect(tokenCounterFor({ id, provider: "openai-responses" })).toEqual({
        kind: "tokenizer",
        encoding: "cl100k_base",
      });
    }
  });

  it("reads an OpenAI model served by another provider by its name", () => {
    expect(
      tokenCounterFor({ id: "openrouter:openai/gpt-4o", provider: "openai-compatible" }),
    ).toEqual({ kind: "tokenizer", encoding: "o200k_base" });
  });

  it("asks Anthropic's count endpoint for an Anthropic model", () => {
    expect(tokenCounterFor({ id: "anthropic:claude-sonnet-4-5", provider: "anthropic" })).toEqual({
      kind: "anthropic",
    });
  });

  it("estimates for the demo model and for models of no known tokenizer", () => {
    expect(tokenCounterFor({ id: "demo", provider: "demo" })).toEqual({ kind: "estimate" });
    expect(tokenCounterFor({ id: "ollama:qwen3:4b", provider: "ollama" })).toEqual({
      kind: "estimate",
    });
    expect(tokenCounterFor({ id: "ollama:openhermes", provider: "ollama" })).toEqual({
      kind: "estimate",
    });
  });
});

describe("counterLabel", () => {
  it("names the counter beside the count, and an estimate as one", () => {
    expect(counterLabel({ kind: "tokenizer", encoding: "o200k_base" })).toBe("tokens (o200k_base)");
    expect(counterLabel({ kind: "anthropic" })).toBe("tokens (Anthropic count_tokens)");
    expect(counterLabel({ kind: "estimate" })).toBe("≈ estimate");
  });
});
