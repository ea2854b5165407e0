import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MODELS } from "@/lib/demo/model";
import { listModels, resolveModel } from "@/lib/models/catalogue";
import { ProviderStore } from "@/lib/providers/provider-store";

let dataDirectory = "";
let emptyDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-catalogue-"));
  emptyDirectory = mkdtempSync(path.join(tmpdir(), "loupe-catalogue-empty-"));
  process.env.LOUPE_DATA_DIR = emptyDirectory;
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
  rmSync(emptyDirectory, { recursive: true, force: true });
});

describe("the model catalogue", () => {
  it("offers the scripted demo models with no configuration", () => {
    expect(listModels({ LOUPE_DATA_DIR: emptyDirectory }).map((model) => model.id)).toEqual([
      "demo",
      "demo-sloppy",
      "demo-slow",
    ]);
    expect(
      listModels({ LOUPE_DATA_DIR: emptyDirectory }).every((model) =>
        model.label.includes("scripted"),
      ),
    ).toBe(true);
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
    expect(listModels(env).slice(DEMO_MODELS.length)).toEqual([
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
    ).toEqual(["demo", "demo-sloppy", "demo-slow"]);
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
      "demo-slow",
      "openai:qwen2.5",
    ]);
  });

  it("names the available models when asked for an unknown one", () => {
    expect(() => resolveModel("gpt-9", { LOUPE_DATA_DIR: emptyDirectory })).toThrow(
      /Unknown model "gpt-9". Available: demo, demo-sloppy/,
    );
  });

  it("lists the chosen models of stored and environment providers, and resolves them with key, headers and defaults", () => {
    const env = {
      LOUPE_DATA_DIR: dataDirectory,
      OLLAMA_HOST: "127.0.0.1:11500",
      OLLAMA_MODEL: "qwen3:8b",
      LOUPE_KEY_GATEWAY: "sk-from-the-environment-01",
    };
    const store = new ProviderStore(path.join(dataDirectory, "providers.json"), env);
    store.create({
      name: "Gateway",
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKeyEnv: "LOUPE_KEY_GATEWAY",
      headers: { "X-Title": "Loupe" },
      models: ["llama3", "qwen2.5:7b"],
      modelDefaults: { llama3: { temperature: 0.3, extraBody: { top_p: 0.5 } } },
    });
    expect(listModels(env).slice(DEMO_MODELS.length)).toEqual([
      {
        id: "ollama:qwen3:8b",
        label: "qwen3:8b (Ollama, 127.0.0.1:11500)",
        provider: "ollama",
        providerId: "ollama",
      },
      {
        id: "gateway:llama3",
        label: "Gateway · llama3",
        provider: "openai-compatible",
        providerId: "gateway",
      },
      {
        id: "gateway:qwen2.5:7b",
        label: "Gateway · qwen2.5:7b",
        provider: "openai-compatible",
        providerId: "gateway",
      },
    ]);
    expect(resolveModel("gateway:llama3", env)).toMatchObject({
      wire: "openai-compatible",
      model: "llama3",
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: "sk-from-the-environment-01",
      headers: { "X-Title": "Loupe" },
      paramDefaults: { temperature: 0.3, extra: { top_p: 0.5 } },
    });
    expect(resolveModel("gateway:qwen2.5:7b", env).paramDefaults).toBeUndefined();
    expect(resolveModel("ollama:qwen3:8b", env)).toMatchObject({
      wire: "ollama",
      model: "qwen3:8b",
      baseUrl: "http://127.0.0.1:11500",
    });
    expect(() => resolveModel("gateway:not-chosen", env)).toThrow(
      /Unknown model "gateway:not-chosen"/,
    );
  });

  it("keeps the other models when providers.json is damaged", () => {
    const damaged = mkdtempSync(path.join(tmpdir(), "loupe-catalogue-damaged-"));
    writeFileSync(path.join(damaged, "providers.json"), "[");
    expect(listModels({ LOUPE_DATA_DIR: damaged }).map((model) => model.id)).toEqual([
      "demo",
      "demo-sloppy",
      "demo-slow",
    ]);
    rmSync(damaged, { recursive: true, force: true });
  });
});
