import { beforeAll, describe, expect, it } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import { getEventStore } from "@/lib/store";
import { TEST_TOKEN } from "@/test/support/api-client";
import { proxiedUpstreams, sha256 } from "@/test/support/proxied-upstreams";
import { captureEvent, captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import {
  seededStream,
  seededText,
  startProxyTestUpstream,
} from "@/test/support/proxy-test-upstream";

const upstreams = proxiedUpstreams("loupe-proxy-", {
  LOCAL: startProxyTestUpstream,
  DEAD: "http://127.0.0.1:9",
});

const STORED_KEY = "sk-stored-upstream-key-0123456789";

const PROXY = "http://127.0.0.1:3000/api/proxy";

function eventsOf(id: string): LoupeEvent[] {
  return getEventStore().events(id);
}

function responseOf(id: string): Extract<LoupeEvent, { kind: "llm.response" }>["data"] {
  const event = eventsOf(id).find((candidate) => candidate.kind === "llm.response");
  if (event?.kind !== "llm.response") throw new Error(`capture ${id} has no llm.response`);
  return event.data;
}

function requestOf(id: string): Extract<LoupeEvent, { kind: "llm.request" }>["data"] {
  const event = eventsOf(id).find((candidate) => candidate.kind === "llm.request");
  if (event?.kind !== "llm.request") throw new Error(`capture ${id} has no llm.request`);
  return event.data;
}

function postChat(upstreamName: string, path: string, body: unknown, headers = {}) {
  return proxyFetch(`${PROXY}/${upstreamName}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "proxy-test/1", ...headers },
    body: JSON.stringify(body),
  });
}

describe("the logging proxy", () => {
  it("streams a Chat Completions answer byte for byte and records it as an assembled capture", async () => {
    const response = await postChat("local", "/v1/chat/completions", {
      model: "m-1",
      stream: true,
      seed: 7,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(await response.text()).toBe(seededStream(7));
    const id = captureIdOf(response);
    const exchange = await captureExchange(id);
    expect(exchange).toMatchObject({
      source: "proxy",
      upstream: "local",
      method: "POST",
      path: "/v1/chat/completions",
      status: 200,
      userAgent: "proxy-test/1",
      responseBytes: Buffer.byteLength(seededStream(7)),
      responseCut: false,
      requestCut: false,
      end: "complete",
    });
    expect(exchange.url).toBe(`${upstreams.LOCAL.origin}/v1/chat/completions`);
    const answer = responseOf(id);
    expect(answer.assembled.content).toBe(seededText(7));
    expect(answer.assembled.finishReason).toBe("stop");
    expect(eventsOf(id).filter((event) => event.kind === "llm.delta").length).toBeGreaterThan(0);
    expect(requestOf(id).body).toContain('"seed":7');
    expect(getEventStore().getSession(id)).toMatchObject({ kind: "capture", model: "m-1" });
  });

  it("passes any method, the query string and any content type, and asks for no compression", async () => {
    const response = await proxyFetch(`${PROXY}/local/echo?a=1&b=two`, {
      method: "PUT",
      headers: { "content-type": "text/plain", "x-custom": "kept", "accept-encoding": "gzip" },
      body: "plain text body",
    });
    expect(response.status).toBe(200);
    const echoed = (await response.json()) as {
      method: string;
      headers: Record<string, string>;
      bodySha256: string;
    };
    expect(echoed.method).toBe("PUT");
    expect(echoed.headers["x-custom"]).toBe("kept");
    expect(echoed.headers["content-type"]).toBe("text/plain");
    expect(echoed.headers["accept-encoding"]).toBe("identity");
    expect(echoed.headers.host).toBe(new URL(upstreams.LOCAL.origin).host);
    expect(echoed.bodySha256).toBe(sha256("plain text body"));
    const exchange = await captureExchange(captureIdOf(response));
    expect(exchange).toMatchObject({ method: "PUT", path: "/echo?a=1&b=two", end: "complete" });
    expect(requestOf(captureIdOf(response)).method).toBe("PUT");
  });

  it("records a GET without a body, its answer as raw bytes", async () => {
    const response = await proxyFetch(`${PROXY}/local/echo`);
    const text = await response.text();
    const id = captureIdOf(response);
    await captureExchange(id);
    const chunks = eventsOf(id).flatMap((event) =>
      event.kind === "llm.chunk" ? [Buffer.from(event.data.base64, "base64")] : [],
    );
    expect(Buffer.concat(chunks).toString()).toBe(text);
    expect(responseOf(id).assembled.content).toBe("");
  });

  it("answers 404 proxy:unknown_upstream naming the known upstreams", async () => {
    const response = await postChat("nowhere", "/v1/chat/completions", {});
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("proxy:unknown_upstream");
    for (const name of ["openai", "anthropic", "gemini", "ollama", "demo", "local"]) {
      expect(body.error.message).toContain(name);
    }
  });

  it("refuses a Host that is not local", async () => {
    const response = await postChat(
      "local",
      "/v1/chat/completions",
      {},
      {
        host: "rebound.example",
      },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "security:forbidden_host",
    );
  });

  it("refuses a browser page of another origin", async () => {
    const response = await postChat(
      "local",
      "/v1/chat/completions",
      {},
      {
        origin: "https://evil.example",
      },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "security:forbidden_origin",
    );
  });
});

describe("the logging proxy's faults", () => {
  it("answers 502 proxy:upstream_unreachable and records the attempt", async () => {
    const response = await postChat("dead", "/v1/chat/completions", { model: "m" });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("proxy:upstream_unreachable");
    expect(body.error.message).toContain("dead");
    const id = captureIdOf(response);
    expect(await captureExchange(id)).toMatchObject({ status: 0, end: "unreachable" });
    expect(responseOf(id).assembled.error?.code).toBe("model:request_failed");
  });

  it("passes an upstream error status and body through unchanged and records them", async () => {
    const response = await postChat("local", "/status/429", { model: "m" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(await response.text()).toBe(JSON.stringify({ error: { message: "upstream said 429" } }));
    const id = captureIdOf(response);
    expect(await captureExchange(id)).toMatchObject({ status: 429, end: "complete" });
    expect(responseOf(id).status).toBe(429);
  });

  it("passes an answer that has no body (204) and records it", async () => {
    const response = await postChat("local", "/status/204", { model: "m" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const id = captureIdOf(response);
    expect(await captureExchange(id)).toMatchObject({ status: 204, end: "complete" });
    expect(responseOf(id).status).toBe(204);
  });

  it("records an error status of a Chat Completions path with the provider's message", async () => {
    const response = await postChat("local", "/status/500/chat/completions", { model: "m" });
    expect(response.status).toBe(500);
    await response.text();
    const id = captureIdOf(response);
    await captureExchange(id);
    expect(responseOf(id).assembled.error?.code).toBe("model:request_failed");
  });

  it("records an upstream that breaks off mid-stream (inside its second event), and the client sees the break", async () => {
    const response = await postChat("local", "/break/chat/completions", { model: "m" });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    const id = captureIdOf(response);
    expect(await captureExchange(id)).toMatchObject({ end: "upstream-failed" });
    expect(responseOf(id).assembled.error?.code).toBe("model:stream_failed");
    expect(responseOf(id).assembled.content).toBe("part 1.0 ");
  });

  it("records as it streams, aborts the upstream request when the client disconnects, and marks the capture", async () => {
    const response = await postChat("local", "/hold/chat/completions", { model: "m" });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain("part 2.0");
    const id = captureIdOf(response);
    expect(await captureEvent(id, "llm.delta")).toMatchObject({ text: "part 2.0 " });
    await reader?.cancel();
    await upstreams.LOCAL.heldRequestClosed;
    expect(await captureExchange(id)).toMatchObject({ end: "client-disconnected" });
    expect(responseOf(id).assembled).toMatchObject({
      content: "part 2.0 ",
      finishReason: "cancelled",
    });
    expect(responseOf(id).assembled.error?.message).toMatch(/was cancelled after \d+ bytes/);
    expect(eventsOf(id).some((event) => event.kind === "turn.end")).toBe(true);
  });

  it("carries 50 concurrent streams whole, each recorded complete", async () => {
    const seeds = Array.from({ length: 50 }, (_, index) => 100 + index);
    const results = await Promise.all(
      seeds.map(async (seed) => {
        const response = await postChat("local", "/v1/chat/completions", { seed, stream: true });
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { seed, bytes, id: captureIdOf(response) };
      }),
    );
    for (const { seed, bytes, id } of results) {
      expect(sha256(bytes), `stream ${seed}`).toBe(sha256(seededStream(seed)));
      const exchange = await captureExchange(id);
      expect(exchange.end).toBe("complete");
      expect(exchange.responseBytes).toBe(bytes.byteLength);
      expect(responseOf(id).assembled.content).toBe(seededText(seed));
    }
  });
});

describe("the logging proxy's key rule", () => {
  const CLIENT_KEY = "sk-client-own-key-abcdefghijklmnop";

  beforeAll(() => {
    process.env.LOUPE_UPSTREAM_KEYED = upstreams.LOCAL.origin;
  });

  async function echoedHeaders(response: Response): Promise<Record<string, string>> {
    expect(response.status).toBe(200);
    return ((await response.json()) as { headers: Record<string, string> }).headers;
  }

  it("passes the client's own key unchanged and masks it in the capture", async () => {
    const response = await postChat(
      "local",
      "/echo",
      { model: "m" },
      {
        authorization: `Bearer ${CLIENT_KEY}`,
      },
    );
    expect((await echoedHeaders(response)).authorization).toBe(`Bearer ${CLIENT_KEY}`);
    const id = captureIdOf(response);
    await captureExchange(id);
    expect(JSON.stringify(eventsOf(id))).not.toContain(CLIENT_KEY);
  });

  it("adds the key Loupe holds only with the access token, and never records it", async () => {
    process.env.LOUPE_KEY_PROXYTEST = STORED_KEY;
    try {
      const { POST: addProvider } = await import("@/app/api/providers/route");
      const added = await addProvider(
        new Request("http://127.0.0.1:3000/api/providers", {
          method: "POST",
          headers: { authorization: `Bearer ${TEST_TOKEN}`, "content-type": "application/json" },
          body: JSON.stringify({
            name: "Keyed local",
            kind: "openai-compatible",
            baseUrl: upstreams.LOCAL.origin,
            apiKeyEnv: "LOUPE_KEY_PROXYTEST",
          }),
        }),
        {} as never,
      );
      expect(added.status).toBe(201);
      const providerId = ((await added.json()) as { id: string }).id;

      const refused = await postChat(providerId, "/echo", { model: "m" });
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        "security:unauthorized",
      );

      const withToken = await postChat(
        providerId,
        "/echo",
        { model: "m" },
        {
          authorization: `Bearer ${TEST_TOKEN}`,
        },
      );
      expect((await echoedHeaders(withToken)).authorization).toBe(`Bearer ${STORED_KEY}`);
      const id = captureIdOf(withToken);
      await captureExchange(id);
      const recorded = JSON.stringify(eventsOf(id));
      expect(recorded).not.toContain(STORED_KEY);
      expect(recorded).not.toContain(TEST_TOKEN);

      const asApiKey = await postChat(
        providerId,
        "/echo",
        { model: "m" },
        {
          "x-api-key": TEST_TOKEN,
        },
      );
      const headers = await echoedHeaders(asApiKey);
      expect(headers.authorization).toBe(`Bearer ${STORED_KEY}`);
      expect(headers["x-api-key"]).toBeUndefined();
    } finally {
      delete process.env.LOUPE_KEY_PROXYTEST;
    }
  });

  it("needs no token for an upstream Loupe holds no key for", async () => {
    const response = await postChat("keyed", "/echo", { model: "m" });
    expect((await echoedHeaders(response)).authorization).toBeUndefined();
  });
});
