import { describe, expect, it } from "vitest";
import { DEMO_MODELS } from "@/lib/demo/model";
import type { LoupeEvent } from "@/lib/events/types";
import { proxyExchange } from "@/lib/proxy/proxy-exchange";
import { getEventStore } from "@/lib/store";
import { proxiedUpstreams, sha256 } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf } from "@/test/support/proxy-route";
import { seededStream, startProxyTestUpstream } from "@/test/support/proxy-test-upstream";

proxiedUpstreams("loupe-proxy-exchange-", { LOCAL: startProxyTestUpstream });

const KIB = 1024;

function exchange(upstreamName: string, restPath: string, init: RequestInit, limits?: number) {
  return proxyExchange({
    request: new Request(`http://127.0.0.1:3000/api/proxy/${upstreamName}${restPath}`, init),
    upstream: upstreamName,
    restPath,
    store: getEventStore(),
    env: process.env,
    ...(limits === undefined ? {} : { limits: { requestBytes: limits, responseBytes: limits } }),
  });
}

function requestEvent(id: string): Extract<LoupeEvent, { kind: "llm.request" }>["data"] {
  const event = getEventStore()
    .events(id)
    .find((candidate) => candidate.kind === "llm.request");
  if (event?.kind !== "llm.request") throw new Error("no llm.request");
  return event.data;
}

function recordedChunkBytes(id: string): number {
  return getEventStore()
    .events(id)
    .reduce((sum, event) => sum + (event.kind === "llm.chunk" ? event.data.length : 0), 0);
}

describe("proxyExchange's recording limits", () => {
  it("sends a request body past the recorded limit whole, and records its first bytes", async () => {
    const body = Buffer.alloc(3 * 1024 * KIB, 0x62);
    const response = await exchange(
      "local",
      "/echo",
      { method: "POST", body, headers: { "content-type": "application/octet-stream" } },
      256 * KIB,
    );
    const echoed = (await response.json()) as { bodyBytes: number; bodySha256: string };
    expect(echoed.bodyBytes).toBe(body.byteLength);
    expect(echoed.bodySha256).toBe(sha256(body));
    const id = captureIdOf(response);
    expect(await captureExchange(id)).toMatchObject({
      requestBytes: body.byteLength,
      requestCut: true,
    });
    expect(requestEvent(id).body.length).toBe(256 * KIB);
  });

  it("passes every byte of an answer past the recorded limit and marks the capture cut", async () => {
    const size = 2 * 1024 * KIB;
    const response = await exchange("local", `/bytes/${size}`, { method: "GET" }, 256 * KIB);
    expect((await response.arrayBuffer()).byteLength).toBe(size);
    const id = captureIdOf(response);
    expect(await captureExchange(id)).toMatchObject({
      responseBytes: size,
      recordedResponseBytes: 256 * KIB,
      responseCut: true,
      end: "complete",
    });
    expect(recordedChunkBytes(id)).toBe(256 * KIB);
  });

  it("stops assembling a stream past the limit while the client reads it to the end", async () => {
    const response = await exchange(
      "local",
      "/v1/chat/completions",
      { method: "POST", body: JSON.stringify({ seed: 3 }) },
      KIB,
    );
    expect(await response.text()).toBe(seededStream(3));
    const id = captureIdOf(response);
    expect(await captureExchange(id)).toMatchObject({
      recordedResponseBytes: KIB,
      responseCut: true,
      end: "complete",
    });
    expect(recordedChunkBytes(id)).toBe(KIB);
  });
});

describe("proxyExchange's demo upstream", () => {
  it("reaches Loupe's demo model in-process and assembles its answer", async () => {
    const model = DEMO_MODELS[0]?.id;
    const response = await exchange("demo", "/v1/chat/completions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        model,
        stream: true,
        messages: [{ role: "user", content: "What is the weather in Paris?" }],
      }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("data: ");
    const id = captureIdOf(response);
    expect(await captureExchange(id)).toMatchObject({ upstream: "demo", end: "complete" });
    const answer = getEventStore()
      .events(id)
      .find((event) => event.kind === "llm.response");
    if (answer?.kind !== "llm.response") throw new Error("no llm.response");
    expect(answer.data.status).toBe(200);
    expect(answer.data.assembled.error).toBeUndefined();
    expect(
      answer.data.assembled.content.length + answer.data.assembled.toolCalls.length,
    ).toBeGreaterThan(0);
    expect(requestEvent(id).url).toMatch(/\/api\/demo\/v1\/chat\/completions$/);
  });
});
