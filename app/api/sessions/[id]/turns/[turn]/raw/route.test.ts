import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getEvents } from "@/app/api/sessions/[id]/events/route";
import { GET as getTurnRaw } from "@/app/api/sessions/[id]/turns/[turn]/raw/route";
import { isRawExchangeEvent } from "@/lib/events/raw-exchange";
import type { LoupeEvent } from "@/lib/events/types";
import { createSession, decide, step } from "@/lib/loop/session-service";
import { getEventStore } from "@/lib/store";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { sseReader } from "@/test/support/sse-reader";

let dataDirectory = "";
let sessionId = "";

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-turn-raw-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
  sessionId = (
    await createSession({
      task: "What's the weather in New York tomorrow? Write the result to result.md",
      model: "demo",
      dialect: "xml",
    })
  ).id;
  await step(sessionId);
  await decide(sessionId, { decision: "execute" });
  await step(sessionId);
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** The ids and kinds the events stream sends for `query` until it has caught up with the store. */
async function streamed(query: string) {
  const controller = new AbortController();
  const request = apiRequest(`/api/sessions/${sessionId}/events${query}`);
  const response = await getEvents(new Request(request, { signal: controller.signal }), {
    params: Promise.resolve({ id: sessionId }),
  });
  if (!response.body) throw new Error("the events route answers with a body");
  const reader = sseReader(response.body);
  const lastSeq = getEventStore().events(sessionId).at(-1)?.seq ?? 0;
  await reader.readUntil((received) => received.ids.at(-1) === lastSeq);
  controller.abort();
  return reader.received.ids;
}

describe("a page that loads raw exchanges per turn", () => {
  const all = () => getEventStore().events(sessionId);
  const turnOf = (event: LoupeEvent) => (event.data as { turn?: number }).turn;

  it("streams with ?raw=latest every event but the raw exchange of earlier turns", async () => {
    const ids = await streamed("?raw=latest");
    const expected = all()
      .filter((event) => !(isRawExchangeEvent(event) && (turnOf(event) ?? 0) < 2))
      .map((event) => event.seq);
    expect(ids).toEqual(expected);
    expect(ids.length).toBeLessThan(all().length);
    expect(await streamed("")).toEqual(all().map((event) => event.seq));
  });

  it("serves one turn's raw exchange as JSON, in order", async () => {
    const answer = await call<{ id: string; turn: string }, { turn: number; events: LoupeEvent[] }>(
      getTurnRaw,
      apiRequest(`/api/sessions/${sessionId}/turns/1/raw`),
      { id: sessionId, turn: "1" },
    );
    expect(answer.status).toBe(200);
    const expected = all().filter((event) => isRawExchangeEvent(event) && turnOf(event) === 1);
    expect(answer.body.events.map((event) => event.seq)).toEqual(expected.map((e) => e.seq));
    expect(new Set(answer.body.events.map((event) => event.kind))).toEqual(
      new Set(["llm.request", "llm.chunk", "llm.sse", "llm.delta"]),
    );
  });

  it("refuses a turn that is not a plain number, an unknown session, and a bad ?raw=", async () => {
    for (const turn of ["0", "01", "-1", "1.5", "x"]) {
      const answer = await call(
        getTurnRaw,
        apiRequest(`/api/sessions/${sessionId}/turns/${turn}/raw`),
        { id: sessionId, turn },
      );
      expect(answer.status, turn).toBe(400);
    }
    const unknown = await call(getTurnRaw, apiRequest("/api/sessions/nope/turns/1/raw"), {
      id: "nope",
      turn: "1",
    });
    expect(unknown.status).toBe(404);
    const bad = await call(getEvents, apiRequest(`/api/sessions/${sessionId}/events?raw=some`), {
      id: sessionId,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('"all" or "latest"');
  });
});
