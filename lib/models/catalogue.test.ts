import { describe, expect, it } from "vitest";
import { listModels, resolveModel } from "@/lib/models/catalogue";

describe("the model catalogue", () => {
  it("offers the scripted demo models with no configuration", () => {
    expect(listModels({}).map((model) => model.id)).toEqual(["demo", "demo-sloppy"]);
    expect(listModels({}).every((model) => model.label.includes("scripted"))).toBe(true);
  });

  it("adds an OpenAI-compatible model from the environment, without its key", () => {
    const env = {
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: "qwen2.5",
      OPENAI_API_KEY: "sk-secret",
    };
    const models = listModels(env);
    expect(models.at(-1)).toMatchObject({ id: "openai:qwen2.5", provider: "openai-compatible" });
    expect(JSON.stringify(models)).not.toContain("sk-secret");
    const resolved = resolveModel("openai:qwen2.5", env);
    expect(resolved).toMatchObject({
      wire: "openai-compatible",
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "qwen2.5",
      apiKey: "sk-secret",
    });
  });

  it("lists several OpenAI-compatible and Anthropic models and resolves an Anthropic one", () => {
    const env = {
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: "qwen2.5,llama3.2",
      ANTHROPIC_API_KEY: "sk-ant-secret",
      ANTHROPIC_MODEL: "claude-sonnet-4-5",
    };
    expect(listModels(env).slice(2)).toEqual([
      {
        id: "openai:qwen2.5",
        label: "qwen2.5 (OpenAI-compatible, 127.0.0.1:11434)",
        provider: "openai-compatible",
      },
      {
        id: "openai:llama3.2",
        label: "llama3.2 (OpenAI-compatible, 127.0.0.1:11434)",
        provider: "openai-compatible",
      },
      {
        id: "anthropic:claude-sonnet-4-5",
        label: "claude-sonnet-4-5 (Anthropic, api.anthropic.com)",
        provider: "anthropic",
      },
    ]);
    expect(JSON.stringify(listModels(env))).not.toContain("sk-ant-secret");
    expect(resolveModel("anthropic:claude-sonnet-4-5", env)).toMatchObject({
      provider: "anthropic",
      wire: "anthropic",
      baseUrl: "https://api.anthropic.com",
      model: "claude-sonnet-4-5",
      apiKey: "sk-ant-secret",
    });
  });

  it("serves the demo models in-process through the OpenAI-compatible provider", () => {
    expect(resolveModel("demo", { PORT: "3456" })).toMatchObject({
      provider: "demo",
      wire: "openai-compatible",
      baseUrl: "http://127.0.0.1:3456/api/demo/v1",
      model: "demo",
    });
  });

  it("keeps the demo models when OPENAI_BASE_URL is malformed", () => {
    expect(
      listModels({ OPENAI_BASE_URL: "not a url", OPENAI_MODEL: "x" }).map((model) => model.id),
    ).toEqual(["demo", "demo-sloppy"]);
  });

  it("keeps the OpenAI-compatible models when ANTHROPIC_BASE_URL is malformed", () => {
    const env = {
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: "qwen2.5",
      ANTHROPIC_BASE_URL: "nope",
      ANTHROPIC_MODEL: "claude",
    };
    expect(listModels(env).map((model) => model.id)).toEqual([
      "demo",
      "demo-sloppy",
      "openai:qwen2.5",
    ]);
  });

  it("names the available models when asked for an unknown one", () => {
    expect(() => resolveModel("gpt-9", {})).toThrow(
      /Unknown model "gpt-9". Available: demo, demo-sloppy/,
    );
  });
});
