import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/captures/export/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import type { CaptureExportLine } from "@/lib/api/captures";
import { getEventStore } from "@/lib/store";
import { type ApiBody, apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { harProblems } from "@/test/support/har-problems";
import { proxiedUpstreams } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { seededStream, startProxyTestUpstream } from "@/test/support/proxy-test-upstream";

const upstreams = proxiedUpstreams("loupe-captures-export-", {
  EXPORTLOCAL: startProxyTestUpstream,
  EXPORTDEAD: "http://127.0.0.1:9",
});
const STORED_KEY = "sk-export-stored-key-0123456789";
const CLIENT_KEY = "sk-export-client-key-9876543210";
/** A value sent in an ordinary header, that becomes a known key only after it was recorded. */
const LATER_KEY = "sk-export-later-key-5555555555";
const ids = { streamed: "", json: "", error: "", unreachable: "", imported: "", keyed: "" };

function post(upstreamName: string, path: string, body: unknown, headers = {}) {
  return proxyFetch(`http://127.0.0.1:3000/api/proxy/${upstreamName}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "export-test/1", ...headers },
    body: JSON.stringify(body),
  });
}

async function recorded(response: Promise<Response>): Promise<string> {
  const answer = await response;
  await answer.arrayBuffer();
  const id = captureIdOf(answer);
  await captureExchange(id);
  return id;
}

async function addKeyedProvider(): Promise<string> {
  const { POST: addProvider } = await import("@/app/api/providers/route");
  const added = await addProvider(
    apiRequest("/api/providers", {
      method: "POST",
      body: {
        name: "Export keyed",
        kind: "openai-compatible",
        baseUrl: upstreams.EXPORTLOCAL.origin,
        apiKeyEnv: "LOUPE_KEY_EXPORTTEST",
      },
    }),
    {} as never,
  );
  expect(added.status).toBe(201);
  return ((await added.json()) as { id: string }).id;
}

beforeAll(async () => {
  process.env.LOUPE_KEY_EXPORTTEST = STORED_KEY;
  ids.streamed = await recorded(
    post("exportlocal", "/v1/chat/completions?trace=on", { model: "m-s", stream: true, seed: 1 }),
  );
  ids.json = await recorded(
    post(
      "exportlocal",
      "/echo",
      { model: "m-j" },
      {
        authorization: `Bearer ${CLIENT_KEY}`,
        "x-note": LATER_KEY,
      },
    ),
  );
  ids.error = await recorded(post("exportlocal", "/status/429", { model: "m-e" }));
  ids.unreachable = await recorded(post("exportdead", "/v1/chat/completions", { model: "m-u" }));
  ids.keyed = await recorded(
    post(
      await addKeyedProvider(),
      "/echo",
      { model: "m-k" },
      {
        authorization: `Bearer ${TEST_TOKEN}`,
      },
    ),
  );
  const imported = await call<Record<string, never>, ApiBody & { id: string }>(
    postImport as never,
    apiRequest("/api/captures/import", {
      method: "POST",
      body: { format: "openai", raw: seededStream(2), request: { model: "m-i" } },
    }),
    {},
  );
  ids.imported = imported.body.id;
});

afterAll(async () => {
  delete process.env.LOUPE_KEY_EXPORTTEST;
  delete process.env.LOUPE_KEY_EXPORTLATER;
});

async function exported(query: string): Promise<{ response: Response; text: string }> {
  const response = await exportRoute(apiRequest(`/api/captures/export?${query}`), {} as never);
  return { response, text: await response.text() };
}

async function jsonlLines(query: string): Promise<CaptureExportLine[]> {
  const { response, text } = await exported(`format=jsonl&${query}`);
  expect(response.status).toBe(200);
  expect(text.endsWith("\n") || text === "").toBe(true);
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as CaptureExportLine);
}

interface HarEntryRead {
  _captureId: string;
  request: { method: string; url: string; postData?: { mimeType: string; text: string } };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    bodySize: number;
    content: { size: number; mimeType: string; text?: string };
    _error?: string;
  };
  timings: { wait: number };
}

async function harEntries(query = ""): Promise<HarEntryRead[]> {
  const { response, text } = await exported(`format=har${query}`);
  expect(response.status).toBe(200);
  const har = JSON.parse(text);
  expect(harProblems(har)).toEqual([]);
  return har.log.entries;
}

describe("GET /api/captures/export", () => {
  it("writes HAR 1.2 with every field the spec requires, as a download", async () => {
    const { response, text } = await exported("format=har");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="loupe-captures-\d{4}-\d\d-\d\d\.har"$/,
    );
    const har = JSON.parse(text);
    expect(harProblems(har)).toEqual([]);
    expect(har.log.creator.name).toBe("Loupe");
    expect(harProblems({ log: { version: "1.1", entries: [{}] } })).toContain("log.version is 1.2");
  });

  it("holds proxied streamed and JSON exchanges, an upstream error and an unreachable one, and leaves imports out", async () => {
    const entries = await harEntries();
    const byId = new Map(entries.map((entry) => [entry._captureId, entry]));
    expect(new Set(byId.keys())).toEqual(
      new Set([ids.streamed, ids.json, ids.error, ids.unreachable, ids.keyed]),
    );

    const streamed = byId.get(ids.streamed);
    expect(streamed?.request).toMatchObject({
      method: "POST",
      url: `${upstreams.EXPORTLOCAL.origin}/v1/chat/completions?trace=on`,
      queryString: [{ name: "trace", value: "on" }],
      postData: { mimeType: "application/json" },
    });
    expect(JSON.parse(streamed?.request.postData?.text ?? "")).toMatchObject({ seed: 1 });
    expect(streamed?.response).toMatchObject({
      status: 200,
      statusText: "OK",
      httpVersion: "HTTP/1.1",
      bodySize: Buffer.byteLength(seededStream(1)),
      content: { mimeType: "text/event-stream", text: seededStream(1) },
    });

    const json = byId.get(ids.json);
    expect(json?.response.content.mimeType).toBe("application/json");
    expect(JSON.parse(json?.response.content.text ?? "")).toMatchObject({ method: "POST" });

    expect(byId.get(ids.error)?.response).toMatchObject({
      status: 429,
      statusText: "Too Many Requests",
    });
    expect(byId.get(ids.error)?.response.content.text).toContain("upstream said 429");

    const unreachable = byId.get(ids.unreachable);
    expect(unreachable?.request.url).toBe("http://127.0.0.1:9/v1/chat/completions");
    expect(unreachable?.response).toMatchObject({ status: 0, statusText: "", httpVersion: "" });
    expect(unreachable?.response._error).toEqual(expect.any(String));
  });

  it("writes jsonl one capture a line, as GET /api/captures/:id answers it with its bodies", async () => {
    const { response } = await exported("format=jsonl");
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="loupe-captures-\d{4}-\d\d-\d\d\.jsonl"$/,
    );
    const lines = await jsonlLines("");
    expect(new Set(lines.map((line) => line.id))).toEqual(new Set(Object.values(ids)));
    const streamed = lines.find((line) => line.id === ids.streamed);
    expect(streamed).toMatchObject({ source: "proxy", upstream: "exportlocal", streaming: false });
    expect(streamed?.exchange).toMatchObject({ status: 200, method: "POST" });
    expect(streamed?.responseBody).toBe(seededStream(1));
    expect(JSON.parse(streamed?.requestBody ?? "")).toMatchObject({ seed: 1 });
    expect(streamed).not.toHaveProperty("events");
    const imported = lines.find((line) => line.id === ids.imported);
    expect(imported).toMatchObject({ source: "import", upstream: null, exchange: null });
    expect(imported?.responseBody).toBe(seededStream(2));
    expect(imported?.assembled.content).toContain("part 2.0");
  });

  it("streams the export a capture at a time instead of building it whole", async () => {
    const response = await exportRoute(
      apiRequest("/api/captures/export?format=jsonl"),
      {} as never,
    );
    const reader = response.body?.getReader();
    let reads = 0;
    while (reader && !(await reader.read()).done) reads += 1;
    expect(reads).toBe(Object.keys(ids).length);
  });

  it("masks every key by value, one learned after the capture was recorded too", async () => {
    expect(JSON.stringify(getEventStore().events(ids.json))).toContain(LATER_KEY);
    process.env.LOUPE_KEY_EXPORTLATER = LATER_KEY;
    for (const format of ["har", "jsonl"]) {
      const { text } = await exported(`format=${format}`);
      expect(text).toContain(ids.keyed);
      for (const secret of [STORED_KEY, CLIENT_KEY, LATER_KEY, TEST_TOKEN]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it("applies the list's filters and ids", async () => {
    expect((await jsonlLines("source=import")).map((line) => line.id)).toEqual([ids.imported]);
    expect((await jsonlLines("upstream=exportdead")).map((line) => line.id)).toEqual([
      ids.unreachable,
    ]);
    expect((await jsonlLines("q=status")).map((line) => line.id)).toEqual([ids.error]);
    expect((await jsonlLines("errors=1")).map((line) => line.id)).toEqual([
      ids.unreachable,
      ids.error,
    ]);
    const picked = await jsonlLines(`ids=${ids.streamed},${ids.imported}`);
    expect(new Set(picked.map((line) => line.id))).toEqual(new Set([ids.streamed, ids.imported]));
    const pickedHar = await harEntries(`&ids=${ids.streamed},${ids.imported}`);
    expect(pickedHar.map((entry) => entry._captureId)).toEqual([ids.streamed]);
    expect(await jsonlLines("ids=capture-none")).toEqual([]);
  });

  it("refuses an unknown format, a missing one and a request without the token", async () => {
    for (const query of ["format=zip", "", "format=har&limit=5"]) {
      const { response, text } = await exported(query);
      expect(response.status).toBe(400);
      expect(JSON.parse(text).error.code).toBe("request:invalid");
    }
    const refused = await exportRoute(
      apiRequest("/api/captures/export?format=har", { token: null }),
      {} as never,
    );
    expect(refused.status).toBe(401);
  });
});
