import { describe, expect, it } from "vitest";
import { environmentProviders } from "@/lib/providers/environment-providers";

describe("environmentProviders", () => {
  it("lists nothing when nothing is set", () => {
    expect(environmentProviders({})).toEqual([]);
  });

  it("describes every provider the variables name, keys by variable only", () => {
    const providers = environmentProviders({
      OPENAI_API_KEY: "sk-openai-secret",
      OPENAI_MODEL: "gpt-4o-mini, gpt-4.1",
      ANTHROPIC_BASE_URL: "http://127.0.0.1:4000/",
      OPENROUTER_API_KEY: "sk-or-secret",
      OPENROUTER_MODEL: "openai/gpt-4o",
      DEEPSEEK_API_KEY: "sk-ds-secret",
      OLLAMA_HOST: "127.0.0.1",
      OLLAMA_MODEL: "qwen3:8b",
    });
    expect(providers).toEqual([
      {
        id: "openai",
        source: "environment",
        name: "OpenAI",
        kind: "openai-compatible",
        preset: "openai",
        baseUrl: "https://api.openai.com/v1",
        apiKeyEnv: "OPENAI_API_KEY",
        models: ["gpt-4o-mini", "gpt-4.1"],
      },
      {
        id: "anthropic",
        source: "environment",
        name: "Anthropic",
        kind: "anthropic",
        preset: "anthropic",
        baseUrl: "http://127.0.0.1:4000",
      },
      {
        id: "openrouter",
        source: "environment",
        name: "OpenRouter",
        kind: "openai-compatible",
        preset: "openrouter",
        baseUrl: "https://openrouter.ai/api/v1",
        apiKeyEnv: "OPENROUTER_API_KEY",
        models: ["openai/gpt-4o"],
      },
      {
        id: "deepseek",
        source: "environment",
        name: "DeepSeek",
        kind: "openai-compatible",
        preset: "deepseek",
        baseUrl: "https://api.deepseek.com",
        apiKeyEnv: "DEEPSEEK_API_KEY",
      },
      {
        id: "ollama",
        source: "environment",
        name: "Ollama",
        kind: "ollama",
        preset: "ollama",
        baseUrl: "http://127.0.0.1:11434",
        models: ["qwen3:8b"],
      },
    ]);
    expect(JSON.stringify(providers)).not.toContain("secret");
  });

  it("leaves out a provider whose base URL is not http(s)", () => {
    expect(environmentProviders({ OPENAI_BASE_URL: "not a url", OPENAI_MODEL: "x" })).toEqual([]);
  });
});
