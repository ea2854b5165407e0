import { describe, expect, it } from "vitest";
import { type Environment, resolveApiKey } from "@/lib/llm/provider-config";
import { environmentModels } from "@/lib/models/environment-models";

/** The catalogue entries the environment describes. */
function entriesOf(env: Environment) {
  return environmentModels(env).entries;
}

describe("resolveApiKey", () => {
  it("reads the key from the variable the entry names", () => {
    const env = { OPENAI_API_KEY: "sk-secret", OPENAI_MODEL: "gpt-4.1" };
    const [entry] = entriesOf(env);
    expect(entry && resolveApiKey(entry, env)).toBe("sk-secret");
  });

  it("has no key for an entry that names no variable", () => {
    const [entry] = entriesOf({
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: "m",
    });
    expect(entry && resolveApiKey(entry, { OPENAI_API_KEY: "unrelated" })).toBeUndefined();
  });
});

describe("resolveApiKey with a damaged key", () => {
  it("refuses a key with a line break inside, without echoing it", () => {
    const env = { OPENAI_MODEL: "m", OPENAI_API_KEY: "sk-abc\ndef" };
    const [entry] = entriesOf(env);
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
