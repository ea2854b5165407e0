import { describe, expect, it } from "vitest";
import type { ProviderPresetView, ProviderView } from "@/lib/api/providers";
import {
  environmentSource,
  forgetsStoredKey,
  forgottenSecretsWarning,
  keySourceSentence,
  providerFormForPreset,
  providerFormFrom,
  readProviderCreate,
  readProviderPatch,
  withPreset,
} from "./form";

const presets: ProviderPresetView[] = [
  {
    id: "openrouter",
    label: "OpenRouter",
    kind: "openai-compatible",
    baseUrl: "https://openrouter.ai/api/v1",
    apiKeyEnv: "OPENROUTER_API_KEY",
    apiKeyEnvSet: false,
  },
  { id: "ollama", label: "Ollama", kind: "ollama", baseUrl: "http://127.0.0.1:11434" },
  { id: "custom", label: "OpenAI-compatible", kind: "openai-compatible" },
];

const stored: ProviderView = {
  id: "gateway",
  name: "Gateway",
  kind: "openai-compatible",
  preset: "custom",
  baseUrl: "http://127.0.0.1:8080/v1",
  apiKey: "[redacted]",
  apiKeyHint: "sk-…abcd",
  keySource: "stored",
  headers: { "x-team": "[redacted]" },
  models: ["m"],
  modelDefaults: {},
  source: "stored",
  readOnly: false,
};

function preset(id: string): ProviderPresetView {
  const found = presets.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
}

describe("the provider form", () => {
  it("prefills a preset's name, base URL and key variable; custom starts without a name", () => {
    expect(providerFormForPreset(preset("openrouter"))).toMatchObject({
      preset: "openrouter",
      name: "OpenRouter",
      baseUrl: "https://openrouter.ai/api/v1",
      apiKeyEnv: "OPENROUTER_API_KEY",
      apiKey: "",
      headers: [],
    });
    expect(providerFormForPreset(preset("custom"))).toMatchObject({ name: "", baseUrl: "" });
  });

  it("follows a new preset where the fields still hold the old defaults, keeps what was typed", () => {
    const fresh = providerFormForPreset(preset("openrouter"));
    expect(withPreset(fresh, presets, "ollama")).toMatchObject({
      preset: "ollama",
      name: "Ollama",
      baseUrl: "http://127.0.0.1:11434",
      apiKeyEnv: "",
    });
    const typed = { ...fresh, name: "My router", baseUrl: "https://proxy.example/v1" };
    expect(withPreset(typed, presets, "ollama")).toMatchObject({
      name: "My router",
      baseUrl: "https://proxy.example/v1",
    });
  });

  it("reads a new provider, leaving out what is empty", () => {
    const form = {
      ...providerFormForPreset(preset("custom")),
      name: " Local ",
      baseUrl: "http://127.0.0.1:8080/v1 ",
      apiKey: " sk-typed ",
      headers: [
        { name: "x-team", value: "blue" },
        { name: "", value: "" },
      ],
    };
    expect(readProviderCreate(form)).toEqual({
      ok: true,
      input: {
        preset: "custom",
        name: "Local",
        baseUrl: "http://127.0.0.1:8080/v1",
        apiKey: "sk-typed",
        headers: { "x-team": "blue" },
      },
    });
  });

  it("names every problem before asking the API", () => {
    const form = {
      ...providerFormForPreset(preset("custom")),
      baseUrl: "localhost:8080",
      apiKey: "sk with space",
      apiKeyEnv: "LOUPE_TOKEN",
      headers: [
        { name: "", value: "orphan" },
        { name: "bad name", value: "x" },
        { name: "X-A", value: "1" },
        { name: "x-a", value: "2" },
      ],
    };
    const read = readProviderCreate(form);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((problem) => problem.message)).toEqual([
      "Name is required.",
      'Base URL "localhost:8080" is not an http(s) URL; write it like http://127.0.0.1:8080/v1.',
      "The key has a space, a line break or a non-ASCII character, which an HTTP header cannot carry; copy the key again.",
      'Key variable "LOUPE_TOKEN" must be one of OPENAI_API_KEY, ANTHROPIC_API_KEY, OPENROUTER_API_KEY, DEEPSEEK_API_KEY, GEMINI_API_KEY, or LOUPE_KEY_<NAME> (upper-case letters, digits and _) for any other key, e.g. LOUPE_KEY_GATEWAY.',
      "Header 1 has a value but no name.",
      "Header 2 (\"bad name\"): a header name is letters, digits and !#$%&'*+.^_`|~- only (no spaces, ':' or control characters).",
      "Header x-a is given twice.",
    ]);
    const empty = readProviderCreate({
      ...form,
      name: "n",
      baseUrl: " ",
      apiKey: "",
      apiKeyEnv: "",
      headers: [],
    });
    expect(empty).toEqual({
      ok: false,
      problems: [
        { field: "baseUrl", message: "Base URL is required, e.g. http://127.0.0.1:8080/v1." },
      ],
    });
    expect(
      readProviderCreate({
        ...form,
        name: "n",
        baseUrl: "http://h",
        apiKey: "[redacted]",
        apiKeyEnv: "",
        headers: [],
      }),
    ).toMatchObject({ ok: false, problems: [{ field: "apiKey" }] });
  });

  it("fills an edit from the API's view: the key is not in the form, header values stay masked", () => {
    expect(providerFormFrom(stored)).toEqual({
      preset: "custom",
      name: "Gateway",
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: "",
      storedKey: true,
      storedBaseUrl: "http://127.0.0.1:8080/v1",
      storedKeyHint: "sk-…abcd",
      forgetStoredKey: false,
      apiKeyEnv: "",
      headers: [{ name: "x-team", value: "[redacted]" }],
    });
  });

  it("patches: an empty key keeps the stored one, a typed one replaces it, forget removes it", () => {
    const form = providerFormFrom(stored);
    expect(readProviderPatch(form)).toEqual({
      ok: true,
      patch: {
        name: "Gateway",
        baseUrl: "http://127.0.0.1:8080/v1",
        apiKeyEnv: null,
        headers: { "x-team": "[redacted]" },
      },
    });
    expect(readProviderPatch({ ...form, apiKey: "sk-new" })).toMatchObject({
      patch: { apiKey: "sk-new" },
    });
    expect(readProviderPatch({ ...form, forgetStoredKey: true })).toMatchObject({
      patch: { apiKey: null },
    });
    expect(readProviderPatch({ ...form, headers: [] })).toMatchObject({ patch: { headers: null } });
    expect(readProviderPatch({ ...form, name: "" })).toMatchObject({
      ok: false,
      problems: [{ field: "name" }],
    });
  });

  it("warns that saving forgets the stored key once the base URL has another origin", () => {
    const form = providerFormFrom(stored);
    expect(forgetsStoredKey(form)).toBe(false);
    expect(forgetsStoredKey({ ...form, baseUrl: "http://127.0.0.1:8080/v2" })).toBe(false);
    for (const baseUrl of [
      "http://127.0.0.1:9913/v1",
      "https://127.0.0.1:8080/v1",
      "http://localhost:8080/v1",
    ]) {
      expect(forgetsStoredKey({ ...form, baseUrl })).toBe(true);
      expect(forgetsStoredKey({ ...form, baseUrl, apiKey: "sk-typed-again" })).toBe(false);
    }
    expect(forgetsStoredKey({ ...form, baseUrl: "not a url" })).toBe(false);
    expect(forgetsStoredKey(providerFormForPreset(preset("openrouter")))).toBe(false);
  });

  it("warns that saving forgets the stored header values too once the base URL has another origin", () => {
    const form = providerFormFrom(stored);
    expect(forgottenSecretsWarning(form)).toBeUndefined();
    expect(forgottenSecretsWarning({ ...form, baseUrl: "http://127.0.0.1:9913/v1" })).toBe(
      "The base URL now points at another host, port or scheme, so saving forgets the stored key and the stored values of the headers x-team; type them again to send them there.",
    );
    expect(
      forgottenSecretsWarning({
        ...form,
        baseUrl: "http://127.0.0.1:9913/v1",
        apiKey: "sk-typed-again",
        headers: [{ name: "x-team", value: "retyped" }],
      }),
    ).toBeUndefined();
    expect(
      forgottenSecretsWarning({ ...form, baseUrl: "http://127.0.0.1:9913/v1", headers: [] }),
    ).toBe(
      "The base URL now points at another host, port or scheme, so saving forgets the stored key; type the key again to send it there.",
    );
  });

  it("says where the key comes from and which variables an environment provider reads", () => {
    expect(keySourceSentence(stored)).toBe("stored key sk-…abcd");
    const environment: ProviderView = {
      ...stored,
      id: "openrouter",
      apiKey: undefined,
      apiKeyHint: undefined,
      apiKeyEnv: "OPENROUTER_API_KEY",
      keySource: "environment",
      source: "environment",
      readOnly: true,
    };
    expect(keySourceSentence(environment)).toBe("key from OPENROUTER_API_KEY");
    expect(keySourceSentence({ ...environment, keySource: "none" })).toBe(
      "no key: OPENROUTER_API_KEY is not set",
    );
    expect(keySourceSentence({ ...environment, keySource: "none", apiKeyEnv: undefined })).toBe(
      "no key",
    );
    expect(environmentSource(environment)).toEqual({
      variable: "OPENROUTER_API_KEY",
      modelsVariable: "OPENROUTER_MODEL",
    });
    expect(
      environmentSource({ ...environment, id: "ollama", kind: "ollama", apiKeyEnv: undefined }),
    ).toEqual({ variable: "OLLAMA_HOST", modelsVariable: "OLLAMA_MODEL" });
    expect(environmentSource({ ...environment, id: "openai", apiKeyEnv: undefined })).toEqual({
      variable: "OPENAI_BASE_URL",
      modelsVariable: "OPENAI_MODEL",
    });
  });
});
