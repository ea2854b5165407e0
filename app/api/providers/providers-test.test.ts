import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getProviderModels } from "@/app/api/providers/[id]/models/route";
import { PATCH as patchProvider } from "@/app/api/providers/[id]/route";
import { POST as postTest } from "@/app/api/providers/[id]/test/route";
import { POST as postProvider } from "@/app/api/providers/route";
import type { ProviderTestResult } from "@/lib/api/providers";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import {
  type LocalProviderReply,
  type LocalProviderServer,
  refusedOrigin,
  startLocalProviderServer,
} from "@/test/support/local-provider-server";

/** "Test connection" and the model list against a real local provider answering every case. */

const key = "sk-local-test-key-0123456789";
let dataDirectory = "";
let server: LocalProviderServer;
let next: LocalProviderReply = "hang";

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-providers-test-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_KEY_LOCAL_TEST = key;
  server = await startLocalProviderServer(() => next);
});

afterAll(async () => {
  delete process.env.LOUPE_KEY_LOCAL_TEST;
  await server.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function createProvider(body: Record<string, unknown>): Promise<string> {
  const created = await call(
    postProvider,
    apiRequest("/api/providers", { method: "POST", body }),
    {},
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function testConnection(id: string, reply: LocalProviderReply, timeoutMs?: number) {
  next = reply;
  const answer = await call<{ id: string }, ProviderTestResult>(
    postTest,
    apiRequest(`/api/providers/${id}/test`, {
      method: "POST",
      ...(timeoutMs === undefined ? {} : { body: { timeoutMs } }),
    }),
    { id },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

async function models(id: string, reply: LocalProviderReply) {
  next = reply;
  return call(getProviderModels, apiRequest(`/api/providers/${id}/models`), { id });
}

const openAiListing = {
  body: JSON.stringify({
    object: "list",
    data: [
      { id: "gpt-4o-mini", object: "model", created: 1, owned_by: "openai" },
      { id: "anthropic/claude-3.5", name: "Claude 3.5", context_length: 200000 },
    ],
  }),
};

describe("POST /api/providers/:id/test and GET /api/providers/:id/models", () => {
  let gateway = "";

  beforeAll(async () => {
    gateway = await createProvider({
      name: "gateway",
      baseUrl: `${server.origin}/v1`,
      apiKeyEnv: "LOUPE_KEY_LOCAL_TEST",
      headers: { "X-Title": "Loupe" },
    });
  });

  it("lists an OpenAI-compatible provider's models with its key and headers", async () => {
    const result = await testConnection(gateway, openAiListing);
    expect(result).toEqual({ ok: true, latencyMs: expect.any(Number), models: 2 });
    const request = server.requests.at(-1);
    expect(request).toMatchObject({ method: "GET", url: "/v1/models" });
    expect(request?.headers).toMatchObject({ authorization: `Bearer ${key}`, "x-title": "Loupe" });
    const listed = await models(gateway, openAiListing);
    expect(listed).toEqual({
      status: 200,
      body: {
        models: [
          { id: "anthropic/claude-3.5", label: "Claude 3.5", contextLength: 200000 },
          { id: "gpt-4o-mini", ownedBy: "openai" },
        ],
      },
    });
  });

  it("uses the key variable's value at the time of the call", async () => {
    process.env.LOUPE_KEY_LOCAL_TEST = "sk-rotated-key-9876543210";
    await testConnection(gateway, openAiListing);
    expect(server.requests.at(-1)?.headers.authorization).toBe("Bearer sk-rotated-key-9876543210");
    process.env.LOUPE_KEY_LOCAL_TEST = key;
  });

  it("refuses a key variable that is not a provider's, so no other secret can be sent", async () => {
    process.env.GITHUB_TOKEN = "ghp_not-for-any-provider-0123456789";
    try {
      for (const apiKeyEnv of ["GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "LOUPE_TOKEN"]) {
        const refused = await call(
          postProvider,
          apiRequest("/api/providers", {
            method: "POST",
            body: { name: "listener", baseUrl: `${server.origin}/v1`, apiKeyEnv },
          }),
          {},
        );
        expect(refused.status).toBe(400);
        expect(refused.body.error?.message).toMatch(
          /apiKeyEnv: must be one of OPENAI_API_KEY, ANTHROPIC_API_KEY, OPENROUTER_API_KEY, DEEPSEEK_API_KEY, GEMINI_API_KEY, or LOUPE_KEY_<NAME>/,
        );
      }
    } finally {
      delete process.env.GITHUB_TOKEN;
    }
  });

  it("sends no stored key after a PATCH moves the base URL to another origin, unless retyped", async () => {
    const other = await startLocalProviderServer(() => openAiListing);
    try {
      const storedKey = "sk-stored-for-first-origin-0123";
      const id = await createProvider({
        name: "moving",
        baseUrl: `${server.origin}/v1`,
        apiKey: storedKey,
      });
      await testConnection(id, openAiListing);
      expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${storedKey}`);

      const patch = (body: Record<string, unknown>) =>
        call(patchProvider, apiRequest(`/api/providers/${id}`, { method: "PATCH", body }), { id });
      const samePlace = await patch({ baseUrl: `${server.origin}/v2`, apiKey: "[redacted]" });
      expect(samePlace.body).toMatchObject({ keySource: "stored", apiKey: "[redacted]" });

      const moved = await patch({ baseUrl: `${other.origin}/v1`, apiKey: "[redacted]" });
      expect(moved.status).toBe(200);
      expect(moved.body.keySource).toBe("none");
      expect(moved.body.apiKey).toBeUndefined();
      expect(await testConnection(id, openAiListing)).toMatchObject({ ok: true });
      expect(other.requests.at(-1)?.url).toBe("/v1/models");
      expect(other.requests.at(-1)?.headers.authorization).toBeUndefined();
      expect(JSON.stringify(other.requests)).not.toContain(storedKey);

      const retyped = await patch({
        baseUrl: `${server.origin}/v1`,
        apiKey: "sk-retyped-key-0123456789",
      });
      expect(retyped.body.keySource).toBe("stored");
      await testConnection(id, openAiListing);
      expect(server.requests.at(-1)?.headers.authorization).toBe(
        "Bearer sk-retyped-key-0123456789",
      );
    } finally {
      await other.close();
    }
  });

  it("sends no stored header value after a PATCH moves the base URL to another origin, unless retyped", async () => {
    const other = await startLocalProviderServer(() => openAiListing);
    try {
      const secretHeaders = {
        Authorization: "Bearer header-credential-0123456789",
        "x-api-key": "header-api-key-0123456789",
      };
      const id = await createProvider({
        name: "moving-headers",
        baseUrl: `${server.origin}/v1`,
        headers: { ...secretHeaders, "X-Title": "Loupe" },
      });
      const patch = (body: Record<string, unknown>) =>
        call(patchProvider, apiRequest(`/api/providers/${id}`, { method: "PATCH", body }), { id });
      const samePlace = await patch({
        baseUrl: `${server.origin}/v2`,
        headers: {
          Authorization: "[redacted]",
          "x-api-key": "[redacted]",
          "X-Title": "[redacted]",
        },
      });
      expect(Object.keys(samePlace.body.headers as object)).toHaveLength(3);
      await testConnection(id, openAiListing);
      expect(server.requests.at(-1)?.headers).toMatchObject({
        "x-api-key": secretHeaders["x-api-key"],
      });

      const asTheFormSends = await patch({
        baseUrl: `${other.origin}/v1`,
        headers: { Authorization: "[redacted]", "x-api-key": "[redacted]", "X-Title": "Loupe" },
      });
      expect(asTheFormSends.status).toBe(200);
      expect(asTheFormSends.body.headers).toEqual({ "X-Title": "[redacted]" });
      await testConnection(id, openAiListing);
      const received = other.requests.at(-1)?.headers;
      expect(received?.["x-title"]).toBe("Loupe");
      expect(received?.authorization).toBeUndefined();
      expect(received?.["x-api-key"]).toBeUndefined();

      await patch({ baseUrl: `${server.origin}/v1`, headers: secretHeaders });
      const leftOut = await patch({ baseUrl: `${other.origin}/v3` });
      expect(leftOut.body.headers).toBeUndefined();
      await testConnection(id, openAiListing);
      expect(other.requests.at(-1)?.url).toBe("/v3/models");
      expect(other.requests.at(-1)?.headers.authorization).toBeUndefined();
      expect(other.requests.at(-1)?.headers["x-api-key"]).toBeUndefined();
      expect(JSON.stringify(other.requests)).not.toContain("0123456789");
    } finally {
      await other.close();
    }
  });

  it("lists Anthropic's models from /v1/models with x-api-key and the version", async () => {
    const id = await createProvider({
      name: "claude-gateway",
      preset: "anthropic",
      baseUrl: server.origin,
      apiKey: "sk-ant-stored-key-0123456789",
    });
    const listed = await models(id, {
      body: JSON.stringify({
        data: [{ type: "model", id: "claude-sonnet-4-5", display_name: "Claude Sonnet 4.5" }],
        has_more: false,
      }),
    });
    expect(listed.body).toEqual({
      models: [{ id: "claude-sonnet-4-5", label: "Claude Sonnet 4.5" }],
    });
    expect(server.requests.at(-1)).toMatchObject({ url: "/v1/models?limit=1000" });
    expect(server.requests.at(-1)?.headers).toMatchObject({
      "x-api-key": "sk-ant-stored-key-0123456789",
      "anthropic-version": "2023-06-01",
    });
  });

  it("adds a Gemini provider by its kind and lists its models from /models with x-goog-api-key", async () => {
    const id = await createProvider({
      name: "gemini-local",
      kind: "gemini",
      baseUrl: `${server.origin}/v1beta`,
      apiKey: "AIza-stored-key-0123456789",
    });
    const listed = await models(id, {
      body: JSON.stringify({
        models: [{ name: "models/gemini-2.5-flash", displayName: "Gemini 2.5 Flash" }],
      }),
    });
    expect(listed.body).toEqual({
      models: [{ id: "gemini-2.5-flash", label: "Gemini 2.5 Flash" }],
    });
    expect(server.requests.at(-1)?.url).toBe("/v1beta/models?pageSize=1000");
    expect(server.requests.at(-1)?.headers).toMatchObject({
      "x-goog-api-key": "AIza-stored-key-0123456789",
    });
  });

  it("adds a Responses API provider by its kind and lists its models from /models", async () => {
    const id = await createProvider({
      name: "responses-local",
      kind: "openai-responses",
      baseUrl: `${server.origin}/v1`,
      apiKey: "sk-responses-key-0123456789",
    });
    const listed = await models(id, {
      body: JSON.stringify({ data: [{ id: "gpt-5.4", owned_by: "openai" }] }),
    });
    expect(listed.body).toEqual({ models: [{ id: "gpt-5.4", ownedBy: "openai" }] });
    expect(server.requests.at(-1)?.url).toBe("/v1/models");
    expect(server.requests.at(-1)?.headers).toMatchObject({
      authorization: "Bearer sk-responses-key-0123456789",
    });
  });

  it("lists Ollama's models from /api/tags", async () => {
    const id = await createProvider({
      name: "ollama-local",
      preset: "ollama",
      baseUrl: server.origin,
    });
    const listed = await models(id, {
      body: JSON.stringify({
        models: [
          {
            name: "qwen3:8b",
            model: "qwen3:8b",
            size: 5_200_000_000,
            details: { family: "qwen3", parameter_size: "8.2B", quantization_level: "Q4_K_M" },
          },
        ],
      }),
    });
    expect(listed.body).toEqual({
      models: [
        { id: "qwen3:8b", size: 5_200_000_000, parameterSize: "8.2B", quantization: "Q4_K_M" },
      ],
    });
    expect(server.requests.at(-1)?.url).toBe("/api/tags");
  });

  const url = () => `${server.origin}/v1/models`;
  it.each<[string, LocalProviderReply, (url: string) => string]>([
    [
      "401",
      {
        status: 401,
        body: JSON.stringify({
          error: { message: "Incorrect API key provided.", type: "invalid_request_error" },
        }),
      },
      (at) => `401 from ${at}: Incorrect API key provided. Check the API key.`,
    ],
    [
      "403",
      { status: 403, body: JSON.stringify({ error: { message: "Key not allowed" } }) },
      (at) => `403 from ${at}: Key not allowed. Check the API key.`,
    ],
    [
      "404",
      { status: 404, body: "404 page not found" },
      (at) => `404 from ${at}: 404 page not found. Check the base URL and the model name.`,
    ],
    [
      "429 with retry-after",
      {
        status: 429,
        headers: { "retry-after": "30" },
        body: JSON.stringify({ error: { message: "Rate limit reached" } }),
      },
      (at) =>
        `429 from ${at}: Rate limit reached. The provider is rate limiting; wait and try again. The provider asks to retry after 30 seconds (retry-after: 30).`,
    ],
    [
      "500",
      { status: 500, body: JSON.stringify({ error: "internal failure" }) },
      (at) => `500 from ${at}: internal failure. The provider failed on its side; try again later.`,
    ],
    [
      "an answer that is not a list",
      { status: 200, headers: { "content-type": "text/html" }, body: "<html>hello</html>" },
      (at) =>
        `The answer of ${at} is not JSON, so not a model list; check the base URL (it answered: <html>hello</html>).`,
    ],
  ])("says what a %s means", async (_name, reply, message) => {
    const result = await testConnection(gateway, reply);
    expect(result).toEqual({
      ok: false,
      latencyMs: expect.any(Number),
      error: { code: "model:request_failed", message: message(url()) },
    });
    const listed = await models(gateway, reply);
    expect(listed.status).toBe(502);
    expect(listed.body.error).toEqual({ code: "model:request_failed", message: message(url()) });
  });

  it("gives up on a provider that never answers, within the timeout", async () => {
    const result = await testConnection(gateway, "hang", 300);
    expect(result.ok).toBe(false);
    expect(result.latencyMs).toBeGreaterThanOrEqual(290);
    expect(result.error?.message).toBe(
      `No answer from ${url()} within 300 ms; the server accepted the connection but did not answer. Check that the base URL points at the provider and that it is not overloaded.`,
    );
  });

  it("says when nothing listens at the base URL", async () => {
    const origin = await refusedOrigin();
    const patched = await call(
      patchProvider,
      apiRequest(`/api/providers/${gateway}`, {
        method: "PATCH",
        body: { baseUrl: `${origin}/v1` },
      }),
      { id: gateway },
    );
    expect(patched.status).toBe(200);
    const result = await testConnection(gateway, "hang");
    expect(result.error?.message).toBe(
      `Could not connect to ${origin}/v1/models: connection refused; check that the server is running and the port in the base URL is right (ECONNREFUSED).`,
    );
  });

  it('says that the port is one fetch refuses, not only "bad port"', async () => {
    const blocked = await createProvider({
      name: "blocked port",
      baseUrl: "http://127.0.0.1:9/v1",
    });
    const result = await testConnection(blocked, "hang");
    expect(result.ok).toBe(false);
    expect(result.error?.message).toBe(
      `Could not connect to http://127.0.0.1:9/v1/models: port 9 is one that browsers and Node's fetch refuse to use (the Fetch standard's "bad ports", such as 9, 25 or 6000), so no request was sent; run the server on another port and change the base URL.`,
    );
  });

  it("refuses a bad timeout and an unknown provider", async () => {
    const bad = await call(
      postTest,
      apiRequest(`/api/providers/${gateway}/test`, { method: "POST", body: { timeoutMs: 5 } }),
      { id: gateway },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/timeoutMs/);
    const unknown = await call(getProviderModels, apiRequest("/api/providers/nope/models"), {
      id: "nope",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toMatch(/No provider has id "nope"/);
  });
});
