import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderPresetView } from "@/lib/api/providers";
import { createProvidersApi } from "@/lib/views/settings/api";
import { ApiError, createApiClient } from "@/lib/views/shared/api-client";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";
import {
  type LocalProviderReply,
  type LocalProviderServer,
  refusedOrigin,
  startLocalProviderServer,
} from "@/test/support/local-provider-server";
import { providersRouteFetcher } from "@/test/support/providers-fetcher";
import {
  providerFormForPreset,
  providerFormFrom,
  readProviderCreate,
  readProviderPatch,
} from "./form";
import { readModelDefaultsForm } from "./model-defaults";
import { modelChoices, pickerModelId } from "./models";
import { describeTestResult } from "./test-result";

const api = createProvidersApi(providersRouteFetcher);
const playground = createApiClient(providersRouteFetcher);
const key = "sk-settings-page-key-0123456789";
const environmentKey = "sk-or-settings-environment-0123456789";

let leaveDataDirectory = () => {};
let server: LocalProviderServer;
let next: LocalProviderReply = "hang";

const listing: LocalProviderReply = {
  body: JSON.stringify({
    object: "list",
    data: [
      { id: "local-large", object: "model", owned_by: "local" },
      { id: "local-small", object: "model", owned_by: "local", context_length: 8000 },
    ],
  }),
};

beforeAll(async () => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-providers-client-");
  process.env.OPENROUTER_API_KEY = environmentKey;
  server = await startLocalProviderServer(() => next);
});

afterAll(async () => {
  delete process.env.OPENROUTER_API_KEY;
  await server.close();
  leaveDataDirectory();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to reject");
}

async function customPreset(): Promise<ProviderPresetView> {
  const { presets } = await api.list();
  const preset = presets.find((candidate) => candidate.id === "custom");
  if (!preset) throw new Error("no custom preset");
  return preset;
}

/** Adds a custom provider at the local server through the form, as the page does. */
async function addLocalProvider(name: string, baseUrl = `${server.origin}/v1`): Promise<string> {
  const form = {
    ...providerFormForPreset(await customPreset()),
    name,
    baseUrl,
    apiKey: key,
    headers: [{ name: "x-gateway", value: "gateway-secret-42" }],
  };
  const read = readProviderCreate(form);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return (await api.create(read.input)).id;
}

describe("the providers client against the provider routes", () => {
  it("lists the environment providers read-only and every preset", async () => {
    const { providers, presets } = await api.list();
    const openRouter = providers.find((provider) => provider.id === "openrouter");
    expect(openRouter).toMatchObject({
      readOnly: true,
      source: "environment",
      apiKeyEnv: "OPENROUTER_API_KEY",
      keySource: "environment",
    });
    expect(JSON.stringify(providers)).not.toContain(environmentKey);
    expect(presets.map((preset) => preset.id)).toEqual([
      "openai",
      "openrouter",
      "deepseek",
      "anthropic",
      "gemini",
      "ollama",
      "lm-studio",
      "vllm",
      "custom",
    ]);
    expect(presets.find((preset) => preset.id === "openrouter")?.apiKeyEnvSet).toBe(true);
  });

  it("adds a custom provider from the form; its key and headers come back masked", async () => {
    const id = await addLocalProvider("Local gateway");
    expect(id).toBe("local-gateway");
    const provider = await api.get(id);
    expect(provider).toMatchObject({
      name: "Local gateway",
      kind: "openai-compatible",
      preset: "custom",
      baseUrl: `${server.origin}/v1`,
      apiKey: "[redacted]",
      apiKeyHint: "sk-…6789",
      keySource: "stored",
      headers: { "x-gateway": "[redacted]" },
      readOnly: false,
      models: [],
    });
    expect(JSON.stringify(await api.list())).not.toContain(key);
  });

  it("tests the connection: latency and model count, sent with the stored key and headers", async () => {
    next = listing;
    const result = await api.test("local-gateway");
    expect(result).toMatchObject({ ok: true, models: 2 });
    expect(describeTestResult(result).text).toMatch(/^Connected in \d+ ms · 2 models listed$/);
    const received = server.requests.at(-1);
    expect(received?.url).toBe("/v1/models");
    expect(received?.headers.authorization).toBe(`Bearer ${key}`);
    expect(received?.headers["x-gateway"]).toBe("gateway-secret-42");
  });

  it("says why a test failed: 401, 429 with retry-after, 500, silence, nothing listening", async () => {
    next = { status: 401, body: JSON.stringify({ error: { message: "Incorrect API key" } }) };
    const unauthorized = describeTestResult(await api.test("local-gateway"));
    expect(unauthorized.ok).toBe(false);
    expect(unauthorized.text).toMatch(/401/);
    expect(unauthorized.text).toMatch(/Incorrect API key/);

    next = { status: 429, headers: { "retry-after": "30" }, body: "{}" };
    const limited = describeTestResult(await api.test("local-gateway"));
    expect(limited.text).toMatch(/429/);
    expect(limited.text).toContain("retry after 30 seconds");

    next = { status: 500, body: JSON.stringify({ error: { message: "boom" } }) };
    const failed = describeTestResult(await api.test("local-gateway"));
    expect(failed.text).toMatch(/500/);
    expect(failed.text).toContain("failed on its side");

    next = "hang";
    const silent = await api.test("local-gateway", 300);
    expect(silent.ok).toBe(false);
    expect(silent.error?.message).toMatch(/No answer from .* within 300 ms/);

    const nowhere = await addLocalProvider("Nowhere", `${await refusedOrigin()}/v1`);
    const refused = describeTestResult(await api.test(nowhere));
    expect(refused.ok).toBe(false);
    expect(refused.text).toMatch(/Could not connect to http:\/\/127\.0\.0\.1:\d+\/v1\/models/);
    expect(refused.text).toContain("ECONNREFUSED");
    expect(refused.text).not.toContain(key);
  });

  it("fetches the model list, and a failed listing is an ApiError saying why", async () => {
    next = listing;
    const { models } = await api.models("local-gateway");
    expect(modelChoices(models, [])).toEqual([
      { id: "local-large", detail: "local", chosen: false, listed: true },
      { id: "local-small", detail: "8k context · local", chosen: false, listed: true },
    ]);
    next = { status: 401, body: "{}" };
    const error = await rejection(api.models("local-gateway"));
    expect(error.status).toBe(502);
    expect(error.code).toBe("model:request_failed");
    expect(error.message).toMatch(/401/);
  });

  it("offers the chosen models in the playground's picker, and their defaults are kept", async () => {
    const chosen = await api.update("local-gateway", { models: ["local-small"] });
    expect(chosen.models).toEqual(["local-small"]);
    const { models } = await playground.models();
    expect(models).toContainEqual({
      id: pickerModelId("local-gateway", "local-small"),
      label: "Local gateway · local-small",
      provider: "openai-compatible",
      providerId: "local-gateway",
    });

    const read = readModelDefaultsForm({
      temperature: "0.2",
      maxTokens: "512",
      stop: "</answer>\nSTOP",
      extraBody: '{ "top_p": 0.9 }',
    });
    if (!read.ok || !read.defaults) throw new Error("defaults should read");
    const updated = await api.update("local-gateway", {
      modelDefaults: { "local-small": read.defaults },
    });
    expect(updated.modelDefaults).toEqual({
      "local-small": {
        temperature: 0.2,
        maxTokens: 512,
        stop: ["</answer>", "STOP"],
        extraBody: { top_p: 0.9 },
      },
    });
  });

  it("saves an edit that keeps the stored key and header unless retyped, or forgets the key", async () => {
    const form = { ...providerFormFrom(await api.get("local-gateway")), name: "Local renamed" };
    const kept = readProviderPatch(form);
    if (!kept.ok) throw new Error(JSON.stringify(kept.problems));
    const renamed = await api.update("local-gateway", kept.patch);
    expect(renamed).toMatchObject({
      name: "Local renamed",
      apiKey: "[redacted]",
      keySource: "stored",
    });
    next = listing;
    await api.test("local-gateway");
    expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${key}`);
    expect(server.requests.at(-1)?.headers["x-gateway"]).toBe("gateway-secret-42");

    const forget = readProviderPatch({ ...providerFormFrom(renamed), forgetStoredKey: true });
    if (!forget.ok) throw new Error(JSON.stringify(forget.problems));
    const keyless = await api.update("local-gateway", forget.patch);
    expect(keyless.keySource).toBe("none");
    expect(keyless.apiKey).toBeUndefined();
  });

  it("refuses an edit of an environment provider and a bad base URL with the API's words", async () => {
    const readOnly = await rejection(api.update("openrouter", { name: "Mine" }));
    expect(readOnly.code).toBe("provider:read_only");
    expect(readOnly.message).toContain("environment variables");

    const invalid = await rejection(
      api.create({ preset: "custom", name: "Broken", baseUrl: "ftp://example" }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.code).toBe("request:invalid");
    expect(invalid.message).toContain("baseUrl");
  });

  it("deletes a provider; its models leave the picker and a second delete is not_found", async () => {
    await api.remove("local-gateway");
    const { models } = await playground.models();
    expect(models.some((model) => model.id.startsWith("local-gateway:"))).toBe(false);
    const again = await rejection(api.remove("local-gateway"));
    expect(again.status).toBe(404);
    expect(again.code).toBe("provider:not_found");
  });
});
