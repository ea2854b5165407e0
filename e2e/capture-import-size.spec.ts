import { expect, test } from "@playwright/test";
import { rawRequest } from "./support/raw-request";

test.describe.configure({ timeout: 180_000 });

const MiB = 1024 * 1024;
const authorization = { authorization: "Bearer e2e-token" };

/**
 * An OpenAI-compatible SSE stream of about `bytes` bytes: text deltas of 60 KiB each (well
 * under the 8 MiB an SSE line may have), then `[DONE]`.
 */
function openaiStream(bytes: number): string {
  const piece = "word ".repeat((60 * 1024) / 5);
  const event = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`;
  return `${event.repeat(Math.ceil(bytes / event.length))}data: [DONE]\n\n`;
}

function importBody(rawBytes: number): string {
  return JSON.stringify({ format: "openai", raw: openaiStream(rawBytes) });
}

test("a 15 MiB capture is imported whole through the real server, past Next's 10 MB default", async ({
  request,
}) => {
  const body = importBody(15 * MiB);
  expect(body.length).toBeGreaterThan(15 * MiB);
  const answer = await request.post("/api/captures/import", {
    headers: { ...authorization, "content-type": "application/json" },
    data: body,
    timeout: 120_000,
  });
  expect(answer.status(), await answer.text()).toBe(201);
});

test("a 25 MiB capture is 413 request:too_large, declared or chunked", async ({ request }) => {
  const body = importBody(25 * MiB);
  const declared = await request.post("/api/captures/import", {
    headers: { ...authorization, "content-type": "application/json" },
    data: body,
    timeout: 120_000,
  });
  expect(declared.status()).toBe(413);
  expect(((await declared.json()) as { error: { code: string } }).error.code).toBe(
    "request:too_large",
  );

  const chunked = await rawRequest("/api/captures/import", {
    method: "POST",
    headers: {
      ...authorization,
      "content-type": "application/json",
      "transfer-encoding": "chunked",
    },
    body,
    timeoutMs: 120_000,
  });
  expect(chunked.status).toBe(413);
  expect(chunked.body).toContain("request:too_large");
});

test("a body past the largest a route takes is 413, even sent chunked without a length", async () => {
  const answer = await rawRequest("/api/captures/import", {
    method: "POST",
    headers: {
      ...authorization,
      "content-type": "application/json",
      "transfer-encoding": "chunked",
    },
    body: importBody(45 * MiB),
    timeoutMs: 120_000,
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain("request:too_large");
});
