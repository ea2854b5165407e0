import { describe, expect, it } from "vitest";
import {
  DEFAULT_OPENAI_BASE_URL,
  openAiCompatibleFromEnv,
  resolveApiKey,
} from "@/lib/llm/provider-config";

describe("openAiCompatibleFromEnv", () => {
  it("describes an Ollama endpoint that needs no key", () => {
    expect(
      openAiCompatibleFromEnv({
        OPENAI_BASE_URL: "http://127.0.0.1:11434/v1/",
        OPENAI_MODEL: "qwen3:8b",
      }),
    ).toEqual({
      id: "openai:qwen3:8b",
      label: "qwen3:8b (OpenAI-compatible, 127.0.0.1:11434)",
      provider: "openai-compatible",
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "qwen3:8b",
    });
  });

  it("uses the OpenAI base URL when only a key and a model are set", () => {
    const entry = openAiCompatibleFromEnv({
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
    expect(
      openAiCompatibleFromEnv({ OPENAI_BASE_URL: "http://127.0.0.1:1234/v1" }),
    ).toBeUndefined();
    expect(openAiCompatibleFromEnv({ OPENAI_MODEL: "llama3" })).toBeUndefined();
    expect(openAiCompatibleFromEnv({ OPENAI_MODEL: "  ", OPENAI_API_KEY: "k" })).toBeUndefined();
  });

  it("refuses a base URL that is not http(s), naming the variable", () => {
    expect(() =>
      openAiCompatibleFromEnv({ OPENAI_BASE_URL: "localhost:11434", OPENAI_MODEL: "m" }),
    ).toThrow(/OPENAI_BASE_URL/);
  });
});

describe("resolveApiKey", () => {
  it("reads the key from the variable the entry names", () => {
    const env = { OPENAI_API_KEY: "sk-secret", OPENAI_MODEL: "gpt-4.1" };
    const entry = openAiCompatibleFromEnv(env);
    expect(entry && resolveApiKey(entry, env)).toBe("sk-secret");
  });

  it("has no key for an entry that names no variable", () => {
    const entry = openAiCompatibleFromEnv({
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: "m",
    });
    expect(entry && resolveApiKey(entry, { OPENAI_API_KEY: "unrelated" })).toBeUndefined();
  });
});

describe("resolveApiKey with a damaged key", () => {
  it("refuses a key with a line break inside, without echoing it", () => {
    const env = { OPENAI_MODEL: "m", OPENAI_API_KEY: "sk-abc\ndef" };
    const entry = openAiCompatibleFromEnv(env);
    if (!entry) throw new Error("the environment names a model");
    expect(() => resolveApiKey(entry, env)).toThrow(
      /OPENAI_API_KEY contains a space, a line break/,
    );
    try {
      resolveApiKey(entry, env);
    } catch (error) {
      expect(String(error)).not.toContain("sk-abc");
    }
  });
});
