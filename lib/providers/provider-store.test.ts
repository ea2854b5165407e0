import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keySource, providerApiKey } from "@/lib/providers/provider-key";
import { ProviderStore, storedRecord } from "@/lib/providers/provider-store";
import { knownSecrets } from "@/lib/security/secret-registry";

let directory = "";
let file = "";
const env = { OLLAMA_HOST: "0.0.0.0:11500" };

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "loupe-provider-store-"));
  file = path.join(directory, "data", "providers.json");
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

function store() {
  return new ProviderStore(file, env);
}

describe("the provider store", () => {
  it("writes providers.json with mode 0600 and leaves no temporary file", () => {
    store().create({ preset: "openrouter", apiKey: "sk-or-v1-0123456789abcdef" });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual(["providers.json"]);
    store().create({ preset: "vllm" });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8")).providers).toHaveLength(2);
  });

  it("fills kind, base URL, key variable and name from a preset", () => {
    const openRouter = store().create({ preset: "openrouter" });
    expect(openRouter).toMatchObject({
      id: "openrouter-2",
      name: "OpenRouter",
      kind: "openai-compatible",
      preset: "openrouter",
      baseUrl: "https://openrouter.ai/api/v1",
      apiKeyEnv: "OPENROUTER_API_KEY",
    });
    expect(store().create({ preset: "ollama", name: "Local Ollama" })).toMatchObject({
      id: "local-ollama",
      kind: "ollama",
      baseUrl: "http://127.0.0.1:11500",
    });
    expect(store().create({ preset: "lm-studio" }).baseUrl).toBe("http://127.0.0.1:1234/v1");
    expect(store().create({ preset: "gemini" })).toMatchObject({
      id: "gemini",
      name: "Gemini",
      kind: "openai-compatible",
      baseUrl: "https://generativelanguage.googleapis.com/v1beta/openai",
      apiKeyEnv: "GEMINI_API_KEY",
    });
    expect(
      store().create({ preset: "deepseek", apiKey: "sk-typed-in-key-123" }).apiKeyEnv,
    ).toBeUndefined();
  });

  it("gives each provider an id of its own, never an environment provider's", () => {
    const ids = ["OpenAI", "OpenAI", "My Gateway!", "   ", "demo"].map((name) => {
      try {
        return store().create({ name, baseUrl: "http://127.0.0.1:8080/v1" }).id;
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(ids).toEqual([
      "openai-2",
      "openai-3",
      "my-gateway",
      expect.stringMatching(/^The provider is invalid: name: /),
      "demo-2",
    ]);
  });

  it("registers stored keys and the secret part of headers, as server headers are judged", () => {
    store().create({
      name: "gateway",
      baseUrl: "http://gateway-user:url-secret-77@127.0.0.1:8080/v1",
      apiKey: "sk-stored-key-abcdef-123",
      headers: {
        "X-Gateway-Auth": "Bearer gateway-credential-42",
        "X-Api-Key": "named-secret-value-9",
        "HTTP-Referer": "https://openrouter-app.example.com/me",
        "X-Title": "Loupe playground",
      },
    });
    const secrets = knownSecrets({});
    expect(secrets).toEqual(
      expect.arrayContaining([
        "sk-stored-key-abcdef-123",
        "gateway-credential-42",
        "named-secret-value-9",
        "url-secret-77",
      ]),
    );
    for (const ordinary of [
      "Bearer gateway-credential-42",
      "https://openrouter-app.example.com/me",
      "Loupe playground",
      "gateway-user",
    ]) {
      expect(secrets).not.toContain(ordinary);
    }
  });

  it("keeps a key and header values sent back as [redacted], and removes fields set to null", () => {
    const { id } = store().create({
      name: "gateway",
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: "sk-stored-key-abcdef-123",
      headers: { "X-Title": "Loupe", Authorization: "Bearer header-secret-1234" },
      models: ["a", "b"],
      modelDefaults: { a: { temperature: 0.2 } },
    });
    const updated = store().update(id, {
      name: "renamed",
      apiKey: "[redacted]",
      headers: { "X-Title": "Loupe 2", Authorization: "[redacted]" },
      models: ["b"],
      modelDefaults: null,
    });
    expect(updated).toMatchObject({
      id,
      name: "renamed",
      apiKey: "sk-stored-key-abcdef-123",
      headers: { "X-Title": "Loupe 2", Authorization: "Bearer header-secret-1234" },
      models: ["b"],
    });
    expect(updated.modelDefaults).toBeUndefined();
    expect(store().update(id, { apiKey: null }).apiKey).toBeUndefined();
    expect(() => store().update(id, { apiKey: "[redacted]" })).toThrow(
      /apiKey is "\[redacted\]" but provider "gateway" has no stored key/,
    );
    expect(() => store().update(id, { headers: { Other: "[redacted]" } })).toThrow(
      /headers.Other is "\[redacted\]" but no value is stored under that name/,
    );
  });

  it.each([
    [{ name: "x" }, /baseUrl: a custom provider needs its base URL/],
    [{ name: "x", baseUrl: "ftp://host" }, /baseUrl: must be an http\(s\) URL/],
    [
      { preset: "anthropic" as const, kind: "ollama" as const },
      /The preset "anthropic" speaks anthropic, not ollama/,
    ],
    [
      { name: "x", baseUrl: "http://h", apiKeyEnv: "LOUPE_TOKEN" },
      /apiKeyEnv: must be one of OPENAI_API_KEY, ANTHROPIC_API_KEY, OPENROUTER_API_KEY, DEEPSEEK_API_KEY, GEMINI_API_KEY, or LOUPE_KEY_<NAME>/,
    ],
    [{ name: "x", baseUrl: "http://h", apiKeyEnv: "HOME" }, /apiKeyEnv: must be one of/],
    [{ name: "x", baseUrl: "http://h", apiKeyEnv: "GITHUB_TOKEN" }, /apiKeyEnv: must be one of/],
    [
      { name: "x", baseUrl: "http://h", apiKeyEnv: "AWS_SECRET_ACCESS_KEY" },
      /apiKeyEnv: must be one of/,
    ],
    [{ name: "x", baseUrl: "http://h", apiKeyEnv: "LOUPE_KEY_" }, /apiKeyEnv: must be one of/],
    [{ name: "x", baseUrl: "http://h", models: ["a", "a"] }, /models: must not name a model twice/],
    [{ name: "x", baseUrl: "http://h", apiKey: "has space" }, /apiKey: must be printable ASCII/],
    [{ name: "x", baseUrl: "http://h", headers: { "Bad Name": "v" } }, /headers.Bad Name/],
    [
      { name: "x", baseUrl: "http://h", modelDefaults: { a: { temperature: 3 } } },
      /modelDefaults.a.temperature/,
    ],
  ])("refuses %j with a clear message", (input, message) => {
    expect(() => store().create(input)).toThrow(message);
  });

  it("reads a key from a documented provider key variable or a LOUPE_KEY_<NAME> only", () => {
    for (const apiKeyEnv of ["OPENAI_API_KEY", "DEEPSEEK_API_KEY", "LOUPE_KEY_GATEWAY_2"]) {
      expect(store().create({ name: apiKeyEnv, baseUrl: "http://h", apiKeyEnv }).apiKeyEnv).toBe(
        apiKeyEnv,
      );
    }
    const { id } = store().create({ name: "y", baseUrl: "http://h", apiKeyEnv: "OPENAI_API_KEY" });
    expect(() => store().update(id, { apiKeyEnv: "GITHUB_TOKEN" })).toThrow(
      /apiKeyEnv: must be one of/,
    );
  });

  it("never reads a variable an older file names that is no longer allowed", () => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        providers: [
          {
            id: "old",
            name: "old",
            kind: "openai-compatible",
            baseUrl: "http://127.0.0.1:9913/v1",
            apiKeyEnv: "GITHUB_TOKEN",
            createdAt: 1,
            updatedAt: 1,
          },
        ],
      }),
    );
    const old = storedRecord(store().require("old"));
    const environment = { GITHUB_TOKEN: "ghp_0123456789abcdefghij" };
    expect(keySource(old, environment)).toBe("none");
    expect(providerApiKey(old, environment)).toBeUndefined();
    expect(() => store().update("old", { name: "renamed" })).toThrow(/apiKeyEnv: must be one of/);
    expect(store().update("old", { apiKeyEnv: null }).apiKeyEnv).toBeUndefined();
  });

  it("forgets the stored key when the base URL moves to another scheme, host or port", () => {
    const key = "sk-stored-key-abcdef-123";
    const { id } = store().create({ name: "g", baseUrl: "http://127.0.0.1:8080/v1", apiKey: key });
    expect(store().update(id, { baseUrl: "http://127.0.0.1:8080/v2/" }).apiKey).toBe(key);
    expect(
      store().update(id, { baseUrl: "http://127.0.0.1:8080/v2", apiKey: "[redacted]" }).apiKey,
    ).toBe(key);
    for (const baseUrl of [
      "http://127.0.0.1:9913/v2",
      "https://127.0.0.1:8080/v2",
      "http://localhost:8080/v2",
    ]) {
      store().update(id, { baseUrl: "http://127.0.0.1:8080/v1", apiKey: key });
      const moved = store().update(id, { baseUrl, apiKey: "[redacted]" });
      expect(moved.baseUrl).toBe(baseUrl);
      expect(moved.apiKey).toBeUndefined();
      expect(store().require(id).apiKey).toBeUndefined();
    }
    const retyped = store().update(id, {
      baseUrl: "http://127.0.0.1:7000/v1",
      apiKey: "sk-typed-again-0123456789",
    });
    expect(retyped.apiKey).toBe("sk-typed-again-0123456789");
  });

  it("says which file is damaged instead of overwriting it", () => {
    store().create({ preset: "vllm" });
    writeFileSync(file, "{ not json");
    expect(() => store().list()).toThrow(
      /providers\.json is not valid JSON .*fix it or move it away/,
    );
    expect(() => store().create({ preset: "vllm" })).toThrow(/not valid JSON/);
    expect(readFileSync(file, "utf8")).toBe("{ not json");
  });

  it("refuses to change an environment provider or an unknown one", () => {
    expect(() => store().update("openai", { name: "x" })).toThrow(
      /described by environment variables/,
    );
    expect(() => store().delete("nope")).toThrow(/No stored provider has id "nope"/);
  });

  it("deletes a provider", () => {
    const { id } = store().create({ preset: "vllm" });
    store().delete(id);
    expect(store().list()).toEqual([]);
  });
});
