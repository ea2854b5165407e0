import { describe, expect, it } from "vitest";
import type { Environment } from "@/lib/llm/provider-config";
import { DEFAULT_OPENAI_BASE_URL } from "@/lib/llm/providers/openai-compatible/environment";
import { environmentModels } from "@/lib/models/environment-models";

/** The entries `OPENAI_*` describe, as the one environment reader reads them. */
function openAiCompatibleFromEnv(env: Environment) {
  return environmentModels(env).entries.filter((entry) => entry.provider === "openai-compatible");
}

/** The entries `ANTHROPIC_*` describe. */
function anthropicFromEnv(env: Environment) {
  return environmentModels(env).entries.filter((entry) => entry.provider === "anthropic");
}

describe("environmentModels for OPENAI_*", () => {
  it("describes an Ollama endpoint that needs no key", () => {
    expect(
      openAiCompatibleFromEnv({
        OPENAI_BASE_URL: "http://127.0.0.1:11434/v1/",
        OPENAI_MODEL: "qwen3:8b",
      }),
    ).toEqual([
      {
        id: "openai:qwen3:8b",
        label: "qwen3:8b (OpenAI-compatible, 127.0.0.1:11434)",
        provider: "openai-compatible",
        baseUrl: "http://127.0.0.1:11434/v1",
        model: "qwen3:8b",
      },
    ]);
  });

  it("uses the OpenAI base URL when only a key and a model are set", () => {
    const [entry] = openAiCompatibleFromEnv({
      OPENAI_API_KEY: "sk-secret",
      OPENAI_MODEL: "gpt-4.1-mini",
    });
    expect(entry).toMatchObject({
      baseUrl: DEFAULT_OPENAI_BASE_URL,
      label: "gpt-4.1-mini (OpenAI-compatible, api.openai.com)",
      apiKeyEnv: "OPENAI_API_KEY",
    });
    expect(JSON.stringify(entry)).not.toContain("sk-secret");
  });

  it("returns nothing without a model, or without a base URL and a key", () => {
    expect(openAiCompatibleFromEnv({ OPENAI_BASE_URL: "http://127.0.0.1:1234/v1" })).toEqual([]);
    expect(openAiCompatibleFromEnv({ OPENAI_MODEL: "llama3" })).toEqual([]);
    expect(openAiCompatibleFromEnv({ OPENAI_MODEL: "  ", OPENAI_API_KEY: "k" })).toEqual([]);
  });

  it("lists every model of a comma-separated OPENAI_MODEL once", () => {
    const entries = openAiCompatibleFromEnv({
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: "qwen2.5, llama3.2,,qwen2.5 ",
    });
    expect(entries.map((entry) => entry.id)).toEqual(["openai:qwen2.5", "openai:llama3.2"]);
  });

  it("leaves out a base URL that is not http(s), naming the variable", () => {
    const read = environmentModels({ OPENAI_BASE_URL: "localhost:11434", OPENAI_MODEL: "m" });
    expect(read.entries).toEqual([]);
    expect(read.problems).toEqual([expect.stringMatching(/OPENAI_BASE_URL/)]);
  });
});

describe("environmentModels for ANTHROPIC_*", () => {
  it("lists each comma-separated model at the default base URL, naming the key's variable", () => {
    const entries = anthropicFromEnv({
      ANTHROPIC_API_KEY: "sk-ant-secret",
      ANTHROPIC_MODEL: "claude-sonnet-4-5,claude-haiku-4-5",
    });
    expect(entries).toEqual([
      {
        id: "anthropic:claude-sonnet-4-5",
        label: "claude-sonnet-4-5 (Anthropic, api.anthropic.com)",
        provider: "anthropic",
        baseUrl: "https://api.anthropic.com",
        model: "claude-sonnet-4-5",
        apiKeyEnv: "ANTHROPIC_API_KEY",
      },
      {
        id: "anthropic:claude-haiku-4-5",
        label: "claude-haiku-4-5 (Anthropic, api.anthropic.com)",
        provider: "anthropic",
        baseUrl: "https://api.anthropic.com",
        model: "claude-haiku-4-5",
        apiKeyEnv: "ANTHROPIC_API_KEY",
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain("sk-ant-secret");
  });

  it("uses ANTHROPIC_BASE_URL without its trailing slash, and needs no key with one", () => {
    expect(
      anthropicFromEnv({ ANTHROPIC_BASE_URL: "http://127.0.0.1:8080/", ANTHROPIC_MODEL: "c" }),
    ).toEqual([
      {
        id: "anthropic:c",
        label: "c (Anthropic, 127.0.0.1:8080)",
        provider: "anthropic",
        baseUrl: "http://127.0.0.1:8080",
        model: "c",
      },
    ]);
  });

  it("returns nothing without a model, or without a key and a base URL", () => {
    expect(anthropicFromEnv({ ANTHROPIC_API_KEY: "k" })).toEqual([]);
    expect(anthropicFromEnv({ ANTHROPIC_MODEL: "claude" })).toEqual([]);
  });

  it("leaves out a base URL that is not http(s), naming the variable, and keeps the others", () => {
    const read = environmentModels({
      ANTHROPIC_BASE_URL: "api.anthropic.com",
      ANTHROPIC_MODEL: "c",
      OPENAI_BASE_URL: "http://127.0.0.1:1234/v1",
      OPENAI_MODEL: "m",
    });
    expect(read.entries.map((entry) => entry.id)).toEqual(["openai:m"]);
    expect(read.problems).toEqual([
      expect.stringMatching(
        /ANTHROPIC_BASE_URL is "api.anthropic.com", which is not an http\(s\) URL/,
      ),
    ]);
  });
});
