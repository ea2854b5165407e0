import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/models/count-tokens/route";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

/**
 * `POST /api/models/count-tokens` against a local fake of Anthropic's count endpoint, speaking
 * its wire format: `POST /v1/messages/count_tokens` with `x-api-key` and `anthropic-version`,
 * answered `{ "input_tokens": n }` (here one token a word, plus the request's overhead of 7), or
 * Anthropic's error body.
 */

const key = "sk-ant-test-key-0123456789";
let server: Server;
const seen: Array<{
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}> = [];

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

beforeAll(async () => {
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    request.on("end", () => {
      const body = JSON.parse(text) as { system?: string; messages: Array<{ content: string }> };
      seen.push({ path: request.url ?? "", headers: request.headers, body });
      response.setHeader("content-type", "application/json");
      if (request.headers["x-api-key"] !== key) {
        response.statusCode = 401;
        response.end(
          JSON.stringify({
            type: "error",
            error: { type: "authentication_error", message: "invalid x-api-key" },
          }),
        );
        return;
      }
      const counted =
        words(body.system ?? "") + body.messages.reduce((sum, m) => sum + words(m.content), 0);
      response.end(JSON.stringify({ input_tokens: 7 + counted }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.ANTHROPIC_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.ANTHROPIC_MODEL = "claude-test";
});

afterAll(async () => {
  delete process.env.ANTHROPIC_BASE_URL;
  delete process.env.ANTHROPIC_MODEL;
  delete process.env.ANTHROPIC_API_KEY;
  await new Promise((resolve) => server.close(resolve));
});

function count(body: unknown, token: string | null = TEST_TOKEN) {
  return call(POST, apiRequest("/api/models/count-tokens", { method: "POST", body, token }), {});
}

describe("POST /api/models/count-tokens", () => {
  it("answers the system prompt's tokens as Anthropic counts them, the key sent only there", async () => {
    process.env.ANTHROPIC_API_KEY = key;
    seen.length = 0;
    const answer = await count({
      model: "anthropic:claude-test",
      systemPrompt: "You use three tools.",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ tokens: 4, counter: "anthropic" });
    expect(seen.map((request) => request.path)).toEqual([
      "/v1/messages/count_tokens",
      "/v1/messages/count_tokens",
    ]);
    expect(seen[0]?.headers["anthropic-version"]).toBe("2023-06-01");
    expect(seen.map((request) => request.body.model)).toEqual(["claude-test", "claude-test"]);
    expect(JSON.stringify(answer.body)).not.toContain(key);
  });

  it("passes Anthropic's own error on as a 502", async () => {
    process.env.ANTHROPIC_API_KEY = "sk-ant-wrong-key-0123456789";
    const answer = await count({ model: "anthropic:claude-test", systemPrompt: "Hello." });
    expect(answer.status).toBe(502);
    expect(answer.body.error?.code).toBe("model:request_failed");
    expect(answer.body.error?.message).toContain("invalid x-api-key");
  });

  it("refuses a model that is not Anthropic's, and one with no key", async () => {
    process.env.ANTHROPIC_API_KEY = key;
    const demo = await count({ model: "demo", systemPrompt: "Hello." });
    expect(demo.status).toBe(400);
    expect(demo.body.error?.message).toContain("not an Anthropic model");
    delete process.env.ANTHROPIC_API_KEY;
    const keyless = await count({ model: "anthropic:claude-test", systemPrompt: "Hello." });
    expect(keyless.status).toBe(400);
    expect(keyless.body.error?.message).toContain("no API key");
  });

  it("needs the token", async () => {
    const answer = await count({ model: "demo", systemPrompt: "Hello." }, null);
    expect(answer.status).toBe(401);
  });
});
