import { describe, expect, it } from "vitest";
import { PROVIDER_PRESETS } from "@/lib/api/provider-presets";
import { isProviderKeyVariable } from "@/lib/providers/provider-key-variables";
import { providerPreset, providerPresets } from "@/lib/providers/provider-presets";
import { knownSecrets } from "@/lib/security/secret-registry";

describe("providerPresets", () => {
  it("fills in every preset the API accepts, in its order, custom last", () => {
    expect(providerPresets({}).map((preset) => preset.id)).toEqual([...PROVIDER_PRESETS]);
    expect(providerPresets({}).at(-1)).toEqual({
      id: "custom",
      label: "OpenAI-compatible",
      kind: "openai-compatible",
    });
  });

  it("offers Gemini through Google's OpenAI-compatible endpoint, its key from GEMINI_API_KEY", () => {
    expect(providerPreset("gemini", {})).toEqual({
      id: "gemini",
      label: "Gemini",
      kind: "openai-compatible",
      baseUrl: "https://generativelanguage.googleapis.com/v1beta/openai",
      apiKeyEnv: "GEMINI_API_KEY",
    });
  });

  it("names only provider key variables, so each preset's key is masked like any other", () => {
    const variables = providerPresets({}).flatMap((preset) => preset.apiKeyEnv ?? []);
    expect(variables).toContain("GEMINI_API_KEY");
    for (const variable of variables) expect(isProviderKeyVariable(variable)).toBe(true);
    expect(knownSecrets({ GEMINI_API_KEY: "AIzaSy-gemini-test-key-0001" })).toContain(
      "AIzaSy-gemini-test-key-0001",
    );
  });

  it("follows OLLAMA_HOST for the Ollama preset", () => {
    expect(providerPreset("ollama", {}).baseUrl).toBe("http://127.0.0.1:11434");
    expect(providerPreset("ollama", { OLLAMA_HOST: "127.0.0.1:9999" }).baseUrl).toBe(
      "http://127.0.0.1:9999",
    );
  });
});
