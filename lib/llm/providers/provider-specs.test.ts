import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CAPTURE_FORMATS, WIRE_OF_CAPTURE_FORMAT } from "@/lib/captures/capture-format";
import { PROVIDER_KIND_LIST, PROVIDER_KINDS } from "@/lib/llm/providers/provider-kinds";
import { PROVIDER_SPECS, providerSpec } from "@/lib/llm/providers/provider-specs";
import { isProviderKeyVariable } from "@/lib/providers/provider-key-variables";
import { modelTarget } from "@/test/support/fake-model-fetch";

/** Every variable a kind's environment reader may read, each set: every kind describes a provider. */
const everyVariable = {
  OPENAI_API_KEY: "sk-openai",
  OPENAI_MODEL: "gpt-4.1",
  ANTHROPIC_API_KEY: "sk-ant",
  ANTHROPIC_MODEL: "claude",
  OPENROUTER_API_KEY: "sk-or",
  DEEPSEEK_API_KEY: "sk-ds",
  OLLAMA_HOST: "127.0.0.1",
  OLLAMA_MODEL: "qwen3",
};

describe("the provider registry", () => {
  it("has one spec per kind, in the kinds' order, and nothing else", () => {
    expect(PROVIDER_SPECS.map((spec) => spec.id)).toEqual([...PROVIDER_KINDS]);
    expect(new Set(PROVIDER_KINDS).size).toBe(PROVIDER_KINDS.length);
  });

  it("gives each kind one capture format of its own, read back by that kind", () => {
    expect(CAPTURE_FORMATS).toEqual(PROVIDER_KIND_LIST.map((kind) => kind.captureFormat.id));
    expect(new Set(CAPTURE_FORMATS).size).toBe(CAPTURE_FORMATS.length);
    for (const kind of PROVIDER_KIND_LIST) {
      expect(WIRE_OF_CAPTURE_FORMAT[kind.captureFormat.id]).toBe(kind.id);
    }
  });

  describe.each(PROVIDER_KINDS.map((kind) => [kind]))("the %s spec", (kind) => {
    const spec = providerSpec(kind);

    it("has a label and a capture format with a label", () => {
      expect(spec.id).toBe(kind);
      expect(spec.label.trim()).not.toBe("");
      expect(spec.captureFormat.id.trim()).not.toBe("");
      expect(spec.captureFormat.label.trim()).not.toBe("");
      expect(["sse", "ndjson"]).toContain(spec.captureFormat.framing);
      expect(spec.captureFormat.api.trim()).not.toBe("");
    });

    it("builds a request to its base URL, naming the model in the body or the path", () => {
      const built = spec.provider.buildRequest(
        { model: "the-model", messages: [{ role: "user", content: "Hello" }] },
        modelTarget({ provider: kind, wire: kind, baseUrl: "http://127.0.0.1:9/base" }),
      );
      expect(built.url.startsWith("http://127.0.0.1:9/base/")).toBe(true);
      const body = JSON.parse(built.body) as { model?: unknown };
      expect(body.model === "the-model" || built.url.includes("/the-model:")).toBe(true);
    });

    it("reads frames into parts and names its end marker", () => {
      const reading = spec.provider
        .createFrameReader()
        .read({ framing: "json", data: "{}", where: "test" });
      expect(Array.isArray(reading.parts)).toBe(true);
      expect(spec.provider.endMarker.trim()).not.toBe("");
    });

    it("reads its providers from the environment, under ids of its own, keys from allowed variables", () => {
      expect(spec.environment.read({})).toEqual([]);
      const readings = spec.environment.read(everyVariable);
      // A kind no variable describes (its environment has no ids) is added on the Settings page.
      if (spec.environment.ids.length > 0) expect(readings.length).toBeGreaterThan(0);
      else expect(readings).toEqual([]);
      for (const { provider } of readings) {
        expect(provider.kind).toBe(kind);
        expect(provider.source).toBe("environment");
        expect(spec.environment.ids).toContain(provider.id);
        if (provider.apiKeyEnv) expect(isProviderKeyVariable(provider.apiKeyEnv)).toBe(true);
      }
    });

    it("lists models at a URL of its base URL, with the key in a header", () => {
      const listing = spec.modelListing;
      expect(listing.url("http://127.0.0.1:9/base").startsWith("http://127.0.0.1:9/base/")).toBe(
        true,
      );
      expect(Object.values(listing.headers("sk-key")).join(" ")).toContain("sk-key");
      expect(Object.values(listing.headers(undefined)).join(" ")).not.toContain("sk-key");
      expect(listing.field.trim()).not.toBe("");
      expect(listing.idOf({ id: "m", model: "m", name: "m" })).toBe("m");
    });
  });

  it("keeps the environment ids of different kinds apart", () => {
    const ids = PROVIDER_SPECS.flatMap((spec) => spec.environment.ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/** The files a module imports or re-exports (bare imports too), resolved from `@/` or relative paths (packages left out). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s(?:[^;]*?\sfrom\s+)?"([^"]+)";/gms),
  ].map((match) => match[1] ?? "");
  return specifiers.map((specifier) => {
    if (specifier.startsWith("@/")) return path.resolve(specifier.slice(2));
    if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
    return specifier;
  });
}

describe("the browser's side of the registry", () => {
  it("imports no package and no server module, so the settings and captures pages may read it", () => {
    const seen = new Set<string>();
    const pending = [path.resolve("lib/llm/providers/provider-kinds.ts")];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const source = readFileSync(file, "utf8");
      expect(source, file).not.toContain("server-only");
      for (const imported of importsOf(file)) {
        expect(path.isAbsolute(imported), `${file} imports ${imported}`).toBe(true);
        pending.push(imported.endsWith(".ts") ? imported : `${imported}.ts`);
      }
    }
    expect(seen.size).toBeGreaterThan(PROVIDER_KINDS.length);
  });
});
