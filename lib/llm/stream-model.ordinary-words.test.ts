import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamModel } from "@/lib/llm/stream-model";
import { registerProviderSecrets } from "@/lib/providers/provider-secrets";
import { registerServerSecrets } from "@/lib/security/register-server-secrets";
import { createEventRecorder, helloRequest, modelTarget } from "@/test/support/fake-model-fetch";
import {
  type LocalProviderServer,
  startLocalProviderServer,
} from "@/test/support/local-provider-server";

/**
 * A realistic set of registered secrets (a Bearer header, a postgres URL in an env variable, an
 * https URL in a provider header) and an answer that names their ordinary words, a few per SSE
 * event: no piece is masked, the stored deltas add up to the answer, and every SSE data line and
 * the chunk bytes stay the JSON the model sent.
 */

const contents = [
  "Send the ",
  "Bearer ",
  "header to ",
  "postgres",
  " and https:",
  "//docs",
  ". See https",
  " for more.",
];

let server: LocalProviderServer;

beforeAll(async () => {
  registerProviderSecrets(
    [
      {
        id: "gateway",
        source: "stored",
        name: "gateway",
        kind: "openai-compatible",
        baseUrl: "http://127.0.0.1:9/v1",
        headers: {
          Authorization: "Bearer sk-live-realistic-0123456789",
          "HTTP-Referer": "https://openrouter-app.example.com/me",
        },
      },
    ],
    {},
  );
  registerServerSecrets([
    {
      name: "database",
      transport: "stdio",
      command: "node",
      env: { DATABASE_URL: "postgres://postgres:pw-realistic-0123456789@127.0.0.1/db" },
    },
  ]);
  const body = [
    ...contents.map(
      (content) =>
        `data: ${JSON.stringify({ id: "x", choices: [{ index: 0, delta: { content } }] })}\n\n`,
    ),
    `data: ${JSON.stringify({ id: "x", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
    "data: [DONE]\n\n",
  ];
  server = await startLocalProviderServer(() => ({
    headers: { "content-type": "text/event-stream" },
    pieces: body,
    pauseMs: 2,
  }));
});

afterAll(async () => {
  await server.close();
});

describe("streamModel with ordinary words that begin like registered values", () => {
  it("keeps every piece as streamed: deltas add up to the answer, SSE data and chunks stay JSON", async () => {
    const recorder = createEventRecorder();
    const result = await streamModel({
      turn: 1,
      request: helloRequest,
      target: modelTarget({ baseUrl: `${server.origin}/v1` }),
      onEvent: recorder.onEvent,
    });
    const answer = contents.join("");
    expect(result.assembled.content).toBe(answer);
    const deltas = recorder.ofKind("llm.delta").map((event) => event.data.text);
    expect(deltas).toEqual(contents);
    expect(recorder.ofKind("llm.response")[0]?.data.assembled.content).toBe(answer);
    for (const event of recorder.ofKind("llm.sse")) {
      const data = event.data.type === "event" ? event.data.data : undefined;
      if (data?.startsWith("{")) expect(() => JSON.parse(data)).not.toThrow();
    }
    const bytes = recorder
      .ofKind("llm.chunk")
      .map((event) => Buffer.from(event.data.base64, "base64").toString("utf8"))
      .join("");
    for (const line of bytes.split("\n\n").filter((line) => line.startsWith("data: {"))) {
      expect(() => JSON.parse(line.slice(6))).not.toThrow();
    }
    expect(bytes).toContain('"content":"Bearer "');
    expect(recorder.events.filter((event) => event.redacted)).toEqual([]);
  });
});
