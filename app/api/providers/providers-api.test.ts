import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listModelsRoute } from "@/app/api/models/route";
import { GET as getProviderModels } from "@/app/api/providers/[id]/models/route";
import {
  DELETE as deleteProvider,
  GET as getProvider,
  PATCH as patchProvider,
  POST as postOnProvider,
} from "@/app/api/providers/[id]/route";
import { POST as postTest } from "@/app/api/providers/[id]/test/route";
import { GET as listProvidersRoute, POST as postProvider } from "@/app/api/providers/route";
import type { ProviderView } from "@/lib/api/providers";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

/** The provider routes through their handlers: answers, redaction, every refusal. */

const storedKey = "sk-stored-0123456789abcdefXYZ";
const headerSecret = "gateway-header-secret-42";
const environmentKey = "sk-or-environment-key-0123456789";
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-providers-api-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.OPENROUTER_API_KEY = environmentKey;
  process.env.OPENROUTER_MODEL = "openai/gpt-4o";
});

afterAll(() => {
  delete process.env.OPENROUTER_API_KEY;
  delete process.env.OPENROUTER_MODEL;
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function create(body: unknown) {
  return call(postProvider, apiRequest("/api/providers", { method: "POST", body }), {});
}

async function createdId(body: unknown): Promise<string> {
  const created = await create(body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function list() {
  const answer = await call(listProvidersRoute, apiRequest("/api/providers"), {});
  expect(answer.status).toBe(200);
  return answer;
}

async function patch(id: string, body: unknown) {
  return call<{ id: string }, ProviderView & { error?: { code: string; message: string } }>(
    patchProvider,
    apiRequest(`/api/providers/${id}`, { method: "PATCH", body }),
    { id },
  );
}

describe("POST and GET /api/providers", () => {
  it("adds a provider and lists it after the environment's, with every secret redacted", async () => {
    const id = await createdId({
      name: "My Gateway",
      baseUrl: "http://127.0.0.1:8080/v1/",
      apiKey: storedKey,
      headers: { "X-Gateway": headerSecret },
      models: ["llama3", "qwen2.5:7b"],
      modelDefaults: { llama3: { temperature: 0.4, maxTokens: 128 } },
    });
    expect(id).toBe("my-gateway");
    expect(statSync(path.join(dataDirectory, "providers.json")).mode & 0o777).toBe(0o600);
    const { body } = await list();
    const text = JSON.stringify(body);
    expect(text).not.toContain(storedKey);
    expect(text).not.toContain(headerSecret);
    expect(text).not.toContain(environmentKey);
    const providers = body.providers as ProviderView[];
    expect(providers.map((provider) => [provider.id, provider.source, provider.readOnly])).toEqual([
      ["openrouter", "environment", true],
      ["my-gateway", "stored", false],
    ]);
    expect(providers[0]).toMatchObject({
      apiKeyEnv: "OPENROUTER_API_KEY",
      apiKeyEnvSet: true,
      keySource: "environment",
      apiKeyHint: "sk-…6789",
      models: ["openai/gpt-4o"],
    });
    expect(providers[1]).toEqual({
      id: "my-gateway",
      name: "My Gateway",
      kind: "openai-compatible",
      preset: undefined,
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: "[redacted]",
      apiKeyHint: "sk-…fXYZ",
      keySource: "stored",
      headers: { "X-Gateway": "[redacted]" },
      models: ["llama3", "qwen2.5:7b"],
      modelDefaults: { llama3: { temperature: 0.4, maxTokens: 128 } },
      source: "stored",
      readOnly: false,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    const presets = body.presets as Array<{ id: string; apiKeyEnvSet?: boolean }>;
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
    expect(presets[1]?.apiKeyEnvSet).toBe(true);
  });

  it("offers the chosen models in the model picker as <id>:<model>, labelled name · model", async () => {
    const { body } = await call(listModelsRoute, apiRequest("/api/models", { token: null }), {});
    expect(body.models).toEqual(
      expect.arrayContaining([
        {
          id: "openrouter:openai/gpt-4o",
          label: "openai/gpt-4o (OpenRouter, openrouter.ai)",
          provider: "openai-compatible",
          providerId: "openrouter",
        },
        {
          id: "my-gateway:llama3",
          label: "My Gateway · llama3",
          provider: "openai-compatible",
          providerId: "my-gateway",
        },
        {
          id: "my-gateway:qwen2.5:7b",
          label: "My Gateway · qwen2.5:7b",
          provider: "openai-compatible",
          providerId: "my-gateway",
        },
      ]),
    );
  });

  it("adds a provider from a preset alone", async () => {
    const id = await createdId({ preset: "lm-studio" });
    const { body } = await call(getProvider, apiRequest(`/api/providers/${id}`), { id });
    expect(body).toMatchObject({
      id: "lm-studio",
      name: "LM Studio",
      baseUrl: "http://127.0.0.1:1234/v1",
      keySource: "none",
    });
  });

  it.each([
    [{}, /body: give a name or a preset/],
    [{ name: "x" }, /a custom provider needs its base URL/],
    [{ name: "x", baseUrl: "http://h", apiKey: "[redacted]" }, /The provider is invalid|apiKey/],
    [{ name: "x", baseUrl: "http://h", unknown: 1 }, /Unrecognized key/],
    [{ preset: "mistral" }, /preset/],
    [
      { name: "x", baseUrl: "http://h", headers: { "X-Price": "5 €" } },
      /headers\.X-Price: a header value holds only Latin-1 characters/,
    ],
    [
      { name: "x", baseUrl: "http://h", headers: { Connection: "close" } },
      /headers\.Connection: "Connection" is a header the connection sets itself/,
    ],
    [
      { name: "x", baseUrl: "http://h", headers: { "X Bad": "1" } },
      /headers\["X Bad"\]: a header name is letters/,
    ],
  ])("refuses %j with 400 and a clear message", async (input, message) => {
    const answer = await create(input);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe("request:invalid");
    expect(answer.body.error?.message).toMatch(message);
  });

  it("needs the token to list, add, change, test or delete", async () => {
    for (const [handler, request] of [
      [listProvidersRoute, apiRequest("/api/providers", { token: null })],
      [
        postProvider,
        apiRequest("/api/providers", { method: "POST", body: { preset: "vllm" }, token: null }),
      ],
      [
        patchProvider,
        apiRequest("/api/providers/my-gateway", { method: "PATCH", body: {}, token: null }),
      ],
      [deleteProvider, apiRequest("/api/providers/my-gateway", { method: "DELETE", token: null })],
      [postTest, apiRequest("/api/providers/my-gateway/test", { method: "POST", token: null })],
      [getProviderModels, apiRequest("/api/providers/my-gateway/models", { token: null })],
    ] as const) {
      const answer = await call(handler as typeof getProvider, request, { id: "my-gateway" });
      expect(answer.status).toBe(401);
    }
  });
});

describe("PATCH and DELETE /api/providers/:id", () => {
  it("keeps the stored key and headers when the page sends [redacted] back", async () => {
    const { body: before } = await call(getProvider, apiRequest("/api/providers/my-gateway"), {
      id: "my-gateway",
    });
    const answer = await patch("my-gateway", {
      ...before,
      name: "Gateway",
      models: ["llama3"],
      id: undefined,
      source: undefined,
      readOnly: undefined,
      keySource: undefined,
      apiKeyHint: undefined,
      createdAt: undefined,
      updatedAt: undefined,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      id: "my-gateway",
      name: "Gateway",
      apiKey: "[redacted]",
      apiKeyHint: "sk-…fXYZ",
      models: ["llama3"],
    });
  });

  it("refuses an unknown field, an unknown provider and an environment one", async () => {
    const unknownField = await patch("my-gateway", { id: "other" });
    expect(unknownField.status).toBe(400);
    const unknown = await patch("nope", { name: "x" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe("provider:not_found");
    const environment = await patch("openrouter", { name: "x" });
    expect(environment.status).toBe(409);
    expect(environment.body.error?.message).toMatch(/described by environment variables/);
    const deleted = await call(
      deleteProvider,
      apiRequest("/api/providers/openrouter", { method: "DELETE" }),
      { id: "openrouter" },
    );
    expect(deleted.status).toBe(409);
  });

  it("deletes a provider, and its models leave the picker", async () => {
    const answer = await call(
      deleteProvider,
      apiRequest("/api/providers/lm-studio", { method: "DELETE" }),
      { id: "lm-studio" },
    );
    expect(answer.status).toBe(204);
    const missing = await call(getProvider, apiRequest("/api/providers/lm-studio"), {
      id: "lm-studio",
    });
    expect(missing.status).toBe(404);
  });

  it("answers 405 with Allow for a method the route does not have", async () => {
    const response = await postOnProvider(apiRequest("/api/providers/x", { method: "POST" }), {});
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE");
  });
});
