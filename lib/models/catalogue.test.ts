import { describe, expect, it } from "vitest";
import { listModels, resolveModel } from "@/lib/models/catalogue";

describe("the model catalogue", () => {
  it("offers the scripted demo models with no configuration", () => {
    expect(listModels({}).map((model) => model.id)).toEqual(["demo", "demo-sloppy"]);
    expect(listModels({}).every((model) => model.label.includes("scripted"))).toBe(true);
  });

  it("adds one OpenAI-compatible model from the environment, without its key", () => {
    const env = {
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: "qwen2.5",
      OPENAI_API_KEY: "sk-secret",
    };
    const models = listModels(env);
    expect(models.at(-1)).toMatchObject({ id: "openai:qwen2.5", provider: "openai-compatible" });
    expect(JSON.stringify(models)).not.toContain("sk-secret");
    const resolved = resolveModel("openai:qwen2.5", env);
    expect(resolved.url).toBe("http://127.0.0.1:11434/v1/chat/completions");
    expect(resolved.apiKey).toBe("sk-secret");
  });

  it("keeps the demo models when OPENAI_BASE_URL is malformed", () => {
    expect(
      listModels({ OPENAI_BASE_URL: "not a url", OPENAI_MODEL: "x" }).map((model) => model.id),
    ).toEqual(["demo", "demo-sloppy"]);
  });

  it("names the available models when asked for an unknown one", () => {
    expect(() => resolveModel("gpt-9", {})).toThrow(
      /Unknown model "gpt-9". Available: demo, demo-sloppy/,
    );
  });
});
