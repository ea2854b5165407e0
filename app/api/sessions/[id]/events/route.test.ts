import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/sessions/[id]/events/route";
import { getEventStore } from "@/lib/store";
import { type ApiBody, apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { sseReader } from "@/test/support/sse-reader";

let dataDirectory = "";
let sessionId = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-events-route-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  const store = getEventStore();
  sessionId = store.createSession({ task: "t", model: "demo", dialect: "xml" }).id;
  for (let turn = 1; turn <= 5; turn++)
    store.append(sessionId, { kind: "turn.start", data: { turn } });
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** Opens the events stream with `headers` and `query`, reads events up to seq 5, and closes it. */
async function openEvents(query = "", headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const request = apiRequest(`/api/sessions/${sessionId}/events${query}`, { headers });
  const response = await GET(new Request(request, { signal: controller.signal }), {
    params: Promise.resolve({ id: sessionId }),
  });
  if (!response.body) throw new Error("the events route answers with a body");
  const reader = sseReader(response.body);
  await reader.readUntil((received) => received.ids.at(-1) === 5);
  controller.abort();
  return { status: response.status, ids: reader.received.ids };
}

/** The status and error of the events route for `query` and `headers`; a stream it opens is closed unread. */
async function eventsWith(query: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const request = apiRequest(`/api/sessions/${sessionId}/events${query}`, { headers });
  const response = await GET(new Request(request, { signal: controller.signal }), {
    params: Promise.resolve({ id: sessionId }),
  });
  if (response.ok) {
    controller.abort();
    return { status: response.status, error: undefined };
  }
  const body = (await response.json()) as ApiBody;
  return { status: response.status, error: body.error };
}

describe("GET /api/sessions/:id/events", () => {
  it("resumes after Last-Event-ID, else after ?after=, else from the start", async () => {
    expect(await openEvents()).toEqual({ status: 200, ids: [1, 2, 3, 4, 5] });
    expect((await openEvents("", { "last-event-id": "3" })).ids).toEqual([4, 5]);
    expect((await openEvents("?after=2")).ids).toEqual([3, 4, 5]);
    expect((await openEvents("?after=0004")).ids).toEqual([5]);
    expect((await openEvents("?after=1", { "last-event-id": "4" })).ids).toEqual([5]);
  });

  it.each(["1.5", "0x1", "1e3", "-1", "+1", "1 2", "", "99999999999999999999"])(
    "answers 400 request:invalid naming Last-Event-ID for %j",
    async (value) => {
      const response = await eventsWith("", { "last-event-id": value });
      expect(response.status).toBe(400);
      expect(response.error?.code).toBe("request:invalid");
      expect(response.error?.message).toContain("Last-Event-ID");
      expect(response.error?.message).toContain(JSON.stringify(value));
      expect(response.error?.message).toContain("non-negative decimal integer");
    },
  );

  it.each([" 1", "1 ", "1.5", "0x1", "1e3", "-1", "+1", "", "١"])(
    "answers 400 request:invalid naming the after parameter for %j",
    async (value) => {
      const response = await eventsWith(`?after=${encodeURIComponent(value)}`);
      expect(response.status).toBe(400);
      expect(response.error?.code).toBe("request:invalid");
      expect(response.error?.message).toContain("after query parameter");
      expect(response.error?.message).toContain(JSON.stringify(value));
    },
  );

  it("answers 404 for an unknown session", async () => {
    const response = await call(GET, apiRequest("/api/sessions/nope/events"), { id: "nope" });
    expect(response.status).toBe(404);
    expect(response.body.error?.code).toBe("session:not_found");
  });
});
