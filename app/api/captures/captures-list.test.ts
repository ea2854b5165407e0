import { beforeAll, describe, expect, it } from "vitest";
import {
  DELETE as deleteCaptureRoute,
  GET as getCaptureRoute,
} from "@/app/api/captures/[id]/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import { GET as listCapturesRoute } from "@/app/api/captures/route";
import type { CaptureList, CaptureView } from "@/lib/api/captures";
import { deleteCapture } from "@/lib/captures/delete-capture";
import { openProxyCapture } from "@/lib/proxy/proxy-capture";
import { getEventStore } from "@/lib/store";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { proxiedUpstreams } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { seededStream, startProxyTestUpstream } from "@/test/support/proxy-test-upstream";

proxiedUpstreams("loupe-captures-list-", {
  LISTED: startProxyTestUpstream,
  OTHER: startProxyTestUpstream,
  DEAD: "http://127.0.0.1:9",
});
const ids: { imported: string; first: string; second: string } = {
  imported: "",
  first: "",
  second: "",
};

async function proxied(name: string, seed: number): Promise<string> {
  const response = await proxyFetch(`http://127.0.0.1:3000/api/proxy/${name}/v1/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "list-test/2" },
    body: JSON.stringify({ model: `model-${seed}`, stream: true, seed }),
  });
  expect(await response.text()).toBe(seededStream(seed));
  const id = captureIdOf(response);
  await captureExchange(id);
  return id;
}

beforeAll(async () => {
  const imported = await call<Record<string, never>, ApiBody & { id: string }>(
    postImport as never,
    apiRequest("/api/captures/import", {
      method: "POST",
      body: {
        format: "openai",
        raw: `${seededStream(5)}`,
        request: { model: "imported-model" },
      },
    }),
    {},
  );
  ids.imported = imported.body.id;
  ids.first = await proxied("listed", 1);
  ids.second = await proxied("other", 2);
});

async function list(query = ""): Promise<CaptureList> {
  const answer = await call<Record<string, never>, CaptureList & ApiBody>(
    listCapturesRoute as never,
    apiRequest(`/api/captures${query}`),
    {},
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe("GET /api/captures", () => {
  it("lists proxied and imported captures newest first, with the exchange's facts", async () => {
    const { captures } = await list();
    expect(captures.map((capture) => capture.id)).toEqual([ids.second, ids.first, ids.imported]);
    expect(captures[0]).toMatchObject({
      source: "proxy",
      upstream: "other",
      method: "POST",
      path: "/v1/chat/completions",
      status: 200,
      model: "model-2",
      userAgent: "list-test/2",
      responseBytes: Buffer.byteLength(seededStream(2)),
    });
    expect(captures[0]?.ttfbMs).toBeTypeOf("number");
    expect(captures[2]).toMatchObject({ source: "import", upstream: null, status: 200 });
  });

  it("filters by source, upstream and text", async () => {
    expect((await list("?source=import")).captures.map((capture) => capture.id)).toEqual([
      ids.imported,
    ]);
    expect((await list("?source=proxy")).captures.map((capture) => capture.id)).toEqual([
      ids.second,
      ids.first,
    ]);
    expect((await list("?upstream=listed")).captures.map((capture) => capture.id)).toEqual([
      ids.first,
    ]);
    expect((await list("?q=model-2")).captures.map((capture) => capture.id)).toEqual([ids.second]);
  });

  it("pages with limit and before", async () => {
    const first = await list("?limit=2");
    expect(first.captures).toHaveLength(2);
    expect(first.nextBefore).toBeDefined();
    const rest = await list(`?limit=2&before=${encodeURIComponent(first.nextBefore ?? "")}`);
    expect(rest.captures.map((capture) => capture.id)).toEqual([ids.imported]);
    expect(rest.nextBefore).toBeUndefined();
  });
});

describe("GET /api/captures/:id", () => {
  it("names a proxied capture's source, upstream and exchange, headers redacted", async () => {
    const response = await proxyFetch(
      `http://127.0.0.1:3000/api/proxy/listed/v1/chat/completions`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: "Bearer sk-detail-test-key-000000000001",
          "user-agent": "detail-test/1",
        },
        body: JSON.stringify({ model: "model-7", stream: true, seed: 7 }),
      },
    );
    await response.text();
    const id = captureIdOf(response);
    await captureExchange(id);
    const read = await call<{ id: string }, ApiBody & CaptureView>(
      getCaptureRoute,
      apiRequest(`/api/captures/${id}`),
      { id },
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      source: "proxy",
      upstream: "listed",
      streaming: false,
      exchange: {
        upstream: "listed",
        method: "POST",
        path: "/v1/chat/completions",
        status: 200,
        userAgent: "detail-test/1",
        end: "complete",
        responseHeaders: expect.objectContaining({ "content-type": expect.any(String) }),
      },
    });
    expect(read.body.exchange?.requestHeaders.authorization).toBeDefined();
    expect(JSON.stringify(read.body)).not.toContain("sk-detail-test-key-000000000001");
    expect(read.body.events.length).toBeGreaterThan(0);
    deleteCapture(getEventStore(), id);
  });

  it("leaves the events out with ?events=none, and says an import has no exchange", async () => {
    const read = await call<{ id: string }, ApiBody & CaptureView>(
      getCaptureRoute,
      apiRequest(`/api/captures/${ids.imported}?events=none`),
      { id: ids.imported },
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      source: "import",
      upstream: null,
      exchange: null,
      streaming: false,
    });
    expect("events" in read.body).toBe(false);
    expect(read.body.assembled.content.length).toBeGreaterThan(0);
    const refused = await call(
      getCaptureRoute,
      apiRequest(`/api/captures/${ids.imported}?events=some`),
      { id: ids.imported },
    );
    expect(refused.status).toBe(400);
  });

  it("answers a proxied capture that still streams, with nothing assembled yet", async () => {
    const capture = openProxyCapture(getEventStore(), {
      upstream: "listed",
      method: "POST",
      path: "/v1/chat/completions",
      model: "model-9",
    });
    const read = await call<{ id: string }, ApiBody & CaptureView>(
      getCaptureRoute,
      apiRequest(`/api/captures/${capture.id}`),
      { id: capture.id },
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      source: "proxy",
      upstream: "listed",
      exchange: null,
      streaming: true,
      assembled: { content: "", toolCalls: [] },
      actions: [],
    });
    deleteCapture(getEventStore(), capture.id);
  });
});

describe("DELETE /api/captures/:id", () => {
  it("removes one capture and its events, then answers 404", async () => {
    const target = apiRequest(`/api/captures/${ids.first}`, { method: "DELETE" });
    const deleted = await deleteCaptureRoute(target, {
      params: Promise.resolve({ id: ids.first }),
    });
    expect(deleted.status).toBe(204);
    const read = await call(getCaptureRoute, apiRequest(`/api/captures/${ids.first}`), {
      id: ids.first,
    });
    expect(read.status).toBe(404);
    const again = await call(
      deleteCaptureRoute,
      apiRequest(`/api/captures/${ids.first}`, { method: "DELETE" }),
      { id: ids.first },
    );
    expect(again.body.error?.code).toBe("capture:not_found");
    expect((await list()).captures.map((capture) => capture.id)).toEqual([
      ids.second,
      ids.imported,
    ]);
  });
});

describe("GET /api/captures?errors=1", () => {
  it("lists only the failed exchanges: an error status, no upstream answering", async () => {
    const failed = await proxyFetch("http://127.0.0.1:3000/api/proxy/listed/status/503", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "model-failed" }),
    });
    expect(failed.status).toBe(503);
    await failed.arrayBuffer();
    const failedId = captureIdOf(failed);
    await captureExchange(failedId);
    const unreachable = await proxyFetch(
      "http://127.0.0.1:3000/api/proxy/dead/v1/chat/completions",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "model-unreachable" }),
      },
    );
    await unreachable.arrayBuffer();
    const unreachableId = captureIdOf(unreachable);
    await captureExchange(unreachableId);
    expect((await list("?errors=1")).captures.map((capture) => capture.id)).toEqual([
      unreachableId,
      failedId,
    ]);
    expect((await list("?errors=1&upstream=listed")).captures.map((capture) => capture.id)).toEqual(
      [failedId],
    );
    const refused = await call(
      listCapturesRoute as never,
      apiRequest("/api/captures?errors=yes"),
      {},
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain("errors");
  });
});
